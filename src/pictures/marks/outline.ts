// The outline a shape's path draws, as points about `spacing` apart: smooth shapes follow the same
// quadratic curves svg.ts draws through their points, straight ones their edges. Marks that deform,
// scan or stroke an outline (a wash's ragged edge, brush strokes inside a shape) start from it.
import type { Point } from '../shapes.ts';

const middle = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
const distance = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1]);

/** Points along a quadratic curve from `a` to `c` pulled toward `b`, without the end point. */
function curve(out: Point[], a: Point, b: Point, c: Point, spacing: number) {
  const steps = Math.max(1, Math.round((distance(a, b) + distance(b, c)) / spacing));
  for (let step = 0; step < steps; step++) {
    const t = step / steps;
    const [u, v, w] = [(1 - t) ** 2, 2 * t * (1 - t), t * t];
    out.push([u * a[0] + v * b[0] + w * c[0], u * a[1] + v * b[1] + w * c[1]]);
  }
}

/** Points along a straight edge from `a` to `b`, without the end point. */
function edge(out: Point[], a: Point, b: Point, spacing: number) {
  const steps = Math.max(1, Math.round(distance(a, b) / spacing));
  for (let step = 0; step < steps; step++) out.push([a[0] + ((b[0] - a[0]) * step) / steps, a[1] + ((b[1] - a[1]) * step) / steps]);
}

export function traced(points: readonly Point[], closed: boolean, smooth: boolean, spacing: number): Point[] {
  const out: Point[] = [];
  const count = points.length;
  if (count < 3 || !smooth) {
    const edges = closed ? count : count - 1;
    for (let index = 0; index < edges; index++) edge(out, points[index], points[(index + 1) % count], spacing);
    if (!closed) out.push(points[count - 1]);
    return out;
  }
  if (closed) {
    for (let index = 0; index < count; index++)
      curve(
        out,
        middle(points[(index + count - 1) % count], points[index]),
        points[index],
        middle(points[index], points[(index + 1) % count]),
        spacing,
      );
    return out;
  }
  let from = points[0];
  for (let index = 1; index < count - 1; index++) {
    const to = index === count - 2 ? points[index + 1] : middle(points[index], points[index + 1]);
    curve(out, from, points[index], to, spacing);
    from = to;
  }
  out.push(points[count - 1]);
  return out;
}

/** The length round a closed outline. */
export function perimeter(points: readonly Point[]): number {
  let total = 0;
  for (let index = 0; index < points.length; index++) total += distance(points[index], points[(index + 1) % points.length]);
  return total;
}

/** The middle of a set of points (their mean). */
export function centreOf(points: readonly Point[]): Point {
  let x = 0;
  let y = 0;
  for (let index = 0; index < points.length; index++) {
    x += points[index][0];
    y += points[index][1];
  }
  return [x / points.length, y / points.length];
}

/**
 * The outline pushed `amount` pixels away from its middle, or with a negative amount drawn in toward it (a
 * point nearer the middle than twice that moves half way, so none crosses it).
 */
export function swollen(points: readonly Point[], amount: number): Point[] {
  const [cx, cy] = centreOf(points);
  return points.map(([x, y]) => {
    const length = Math.hypot(x - cx, y - cy) || 1;
    const step = amount < 0 && length <= -2 * amount ? -length / 2 : amount;
    return [x + ((x - cx) / length) * step, y + ((y - cy) / length) * step];
  });
}

/** Where a level line at `y` crosses a closed outline, left to right. */
export function crossingsAt(outline: readonly Point[], y: number): number[] {
  const xs: number[] = [];
  outline.forEach((a, index) => {
    const b = outline[(index + 1) % outline.length];
    if (a[1] > y !== b[1] > y) xs.push(a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1]));
  });
  return xs.sort((a, b) => a - b);
}

/** Whether a point lies inside a closed outline (even–odd). */
export function contains(points: readonly Point[], [x, y]: Point): boolean {
  let within = false;
  for (let index = 0, previous = points.length - 1; index < points.length; previous = index++) {
    const a = points[index];
    const b = points[previous];
    if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]) within = !within;
  }
  return within;
}

/** The width and height of the box round the points. */
export function spanOf(points: readonly Point[]): [number, number] {
  let left = Number.POSITIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < points.length; index++) {
    const x = points[index][0];
    const y = points[index][1];
    if (x < left) left = x;
    if (x > right) right = x;
    if (y < top) top = y;
    if (y > bottom) bottom = y;
  }
  return [right - left, bottom - top];
}
