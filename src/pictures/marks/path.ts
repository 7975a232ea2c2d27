// Compact path data for marks with many points (ink ribbons, hatching): each point is rounded to a
// tenth of a pixel first and written as a step from the one before, so numbers stay short, repeat
// often (small after gzip) and rounding never adds up along the path.
import { HEIGHT, type Point, WIDTH } from '../shapes.ts';
import { num } from '../svg.ts';

const tenth = (value: number) => Math.round(value * 10);

/** Numbers given in tenths, as path data writes them: a space between two, none before a minus sign. */
function numbers(tenths: readonly number[]): string {
  let text = '';
  for (const value of tenths) {
    const written = num(value / 10);
    text += text === '' || written.startsWith('-') ? written : ` ${written}`;
  }
  return text;
}

/** A polygon (closed) or a polyline (open) as path data: M then relative l steps. */
export function relativePath(points: readonly Point[], closed: boolean): string {
  if (points.length < 2) return '';
  let [x, y] = [tenth(points[0][0]), tenth(points[0][1])];
  const steps: number[] = [];
  for (let index = 1; index < points.length; index++) {
    const [nx, ny] = [tenth(points[index][0]), tenth(points[index][1])];
    if (nx === x && ny === y) continue;
    steps.push(nx - x, ny - y);
    [x, y] = [nx, ny];
  }
  if (steps.length === 0) return '';
  return `M${numbers([tenth(points[0][0]), tenth(points[0][1])])}l${numbers(steps)}${closed ? 'z' : ''}`;
}

/**
 * The smooth closed curve `pathData` draws through a point list (quadratic curves between midpoints, the
 * points as controls), in relative steps.
 */
export function smoothPath(points: readonly Point[]): string {
  const count = points.length;
  if (count < 3) return relativePath(points, true);
  const mid = (index: number): [number, number] => {
    const [a, b] = [points[index % count], points[(index + 1) % count]];
    return [tenth((a[0] + b[0]) / 2), tenth((a[1] + b[1]) / 2)];
  };
  const start = mid(count - 1);
  let [x, y] = start;
  const steps: number[] = [];
  for (let index = 0; index < count; index++) {
    const [ex, ey] = mid(index);
    steps.push(tenth(points[index][0]) - x, tenth(points[index][1]) - y, ex - x, ey - y);
    [x, y] = [ex, ey];
  }
  return `M${numbers(start)}q${numbers(steps)}z`;
}

/**
 * Separate short strokes as one path's data: a move to each start (relative after the first), a step to its
 * end. Drawn `freehand`, as with a pen and no ruler, each bows a little to one side of its straight line, by a
 * different share of its length from one stroke to the next (set by its place in the list, so a picture draws
 * the same bytes every time): ruler-straight, pen hatching read as "mechanical" (review 121).
 */
export function segmentsPath(segments: readonly (readonly [Point, Point])[], freehand = false): string {
  let d = '';
  let at: [number, number] | undefined;
  segments.forEach(([from, to], index) => {
    const [x, y] = [tenth(from[0]), tenth(from[1])];
    const [dx, dy] = [tenth(to[0]) - x, tenth(to[1]) - y];
    d += at === undefined ? `M${numbers([x, y])}` : `m${numbers([x - at[0], y - at[1]])}`;
    at = [x + dx, y + dy];
    if (!freehand) {
      d += `l${numbers([dx, dy])}`;
      return;
    }
    const bow = (index % 3 === 1 ? -1 : 1) * (0.02 + ((index * 7) % 5) * 0.008);
    // The bend's pull kept inside the frame, so a stroke along its edge never bows out past it.
    const [cx, cy] = [
      Math.min(WIDTH * 10, Math.max(0, x + Math.round(dx / 2 - dy * bow))),
      Math.min(HEIGHT * 10, Math.max(0, y + Math.round(dy / 2 + dx * bow))),
    ];
    d += `q${numbers([cx - x, cy - y, dx, dy])}`;
  });
  return d;
}
