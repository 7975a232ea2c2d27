// Compact path data for marks with many points (ink ribbons, hatching): each point is rounded to a
// tenth of a pixel first and written as a step from the one before, so numbers stay short, repeat
// often (small after gzip) and rounding never adds up along the path.
import type { Point } from '../shapes.ts';
import { num } from '../svg.ts';

const tenth = (value: number) => Math.round(value * 10);
const step = (tenths: number) => num(tenths / 10);
/** A pair of numbers as path data writes them: no separator before a minus sign. */
const joined = (a: string, b: string) => `${a}${b.startsWith('-') ? '' : ' '}${b}`;

/** A polygon (closed) or a polyline (open) as path data: M then relative l steps. */
export function relativePath(points: readonly Point[], closed: boolean): string {
  if (points.length < 2) return '';
  let [x, y] = [tenth(points[0][0]), tenth(points[0][1])];
  let steps = '';
  for (let index = 1; index < points.length; index++) {
    const [nx, ny] = [tenth(points[index][0]), tenth(points[index][1])];
    if (nx === x && ny === y) continue;
    steps += `${steps === '' || nx < x ? '' : ' '}${joined(step(nx - x), step(ny - y))}`;
    [x, y] = [nx, ny];
  }
  if (steps === '') return '';
  return `M${joined(step(tenth(points[0][0])), step(tenth(points[0][1])))}l${steps}${closed ? 'z' : ''}`;
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
  let [x, y] = mid(count - 1);
  let d = `M${joined(step(x), step(y))}q`;
  for (let index = 0; index < count; index++) {
    const [cx, cy] = [tenth(points[index][0]), tenth(points[index][1])];
    const [ex, ey] = mid(index);
    const pairs = `${joined(step(cx - x), step(cy - y))}${joined('', step(ex - x)).startsWith('-') ? '' : ' '}${joined(step(ex - x), step(ey - y))}`;
    d += `${index === 0 || cx < x ? '' : ' '}${pairs}`;
    [x, y] = [ex, ey];
  }
  return `${d}z`;
}

/** Separate short strokes as one path's data: a move to each start (relative after the first), a step to its end. */
export function segmentsPath(segments: readonly (readonly [Point, Point])[]): string {
  let d = '';
  let at: [number, number] | undefined;
  for (const [from, to] of segments) {
    const [x, y] = [tenth(from[0]), tenth(from[1])];
    const [ex, ey] = [tenth(to[0]), tenth(to[1])];
    d += at === undefined ? `M${joined(step(x), step(y))}` : `m${joined(step(x - at[0]), step(y - at[1]))}`;
    d += `l${joined(step(ex - x), step(ey - y))}`;
    at = [ex, ey];
  }
  return d;
}
