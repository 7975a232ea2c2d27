// The points a path's data visits (end points of each command, made absolute), so unit tests of
// marks can check that what they draw stays in the frame and lands where it should.
export function pathPoints(d: string): [number, number][] {
  const points: [number, number][] = [];
  let [x, y] = [0, 0];
  let start: [number, number] = [0, 0];
  for (const [, command, args] of d.matchAll(/([MmLlQqHhVvZz])([^MmLlQqHhVvZz]*)/g)) {
    const numbers = (args.match(/-?\d*\.?\d+/g) ?? []).map(Number);
    const lower = command.toLowerCase();
    const relative = command === lower;
    if (lower === 'z') {
      [x, y] = start;
      continue;
    }
    const size = lower === 'q' ? 4 : lower === 'h' || lower === 'v' ? 1 : 2;
    for (let index = 0; index + size <= numbers.length; index += size) {
      if (lower === 'h') x = relative ? x + numbers[index] : numbers[index];
      else if (lower === 'v') y = relative ? y + numbers[index] : numbers[index];
      else {
        const [px, py] = numbers.slice(index + size - 2, index + size);
        [x, y] = relative ? [x + px, y + py] : [px, py];
      }
      if (lower === 'm' && index === 0) start = [x, y];
      points.push([Math.round(x * 10) / 10, Math.round(y * 10) / 10]);
    }
  }
  return points;
}
