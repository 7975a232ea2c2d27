// A shape's outline as the points a pen travels: the same curve `pathData` draws (straight, or the
// smooth curve through the midpoints of its points), flattened into short steps, so hatching can end
// on the drawn edge and an ink line can swell along it. Also where an outline runs along the frame's
// edge: a hill or a wall cut by the frame has no drawn edge there.
import { HEIGHT, type Point, WIDTH } from '../shapes.ts';

const EDGE = 0.6;
/** On (or past) the frame's edge. */
export const onFrame = ([x, y]: Point) => x <= EDGE || y <= EDGE || x >= WIDTH - EDGE || y >= HEIGHT - EDGE;
const middle = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

function quadratic(from: Point, control: Point, to: Point, step: number, into: Point[]): void {
  const length = Math.hypot(control[0] - from[0], control[1] - from[1]) + Math.hypot(to[0] - control[0], to[1] - control[1]);
  const pieces = Math.max(1, Math.ceil(length / step));
  for (let piece = 1; piece <= pieces; piece++) {
    const t = piece / pieces;
    const [a, b, c] = [(1 - t) ** 2, 2 * t * (1 - t), t * t];
    into.push([a * from[0] + b * control[0] + c * to[0], a * from[1] + b * control[1] + c * to[1]]);
  }
}

function straight(from: Point, to: Point, step: number, into: Point[]): void {
  const pieces = Math.max(1, Math.ceil(Math.hypot(to[0] - from[0], to[1] - from[1]) / step));
  for (let piece = 1; piece <= pieces; piece++) {
    const t = piece / pieces;
    into.push([from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t]);
  }
}

/**
 * The outline as points about `step` apart. A closed outline does not repeat its first point; corners of
 * a straight outline are kept exactly.
 */
export function contour(points: readonly Point[], closed: boolean, smooth: boolean, step = 6): Point[] {
  const count = points.length;
  if (count < 2) return [...points];
  if (!smooth || count < 3) {
    const result: Point[] = [points[0]];
    for (let index = 1; index < count; index++) straight(points[index - 1], points[index], step, result);
    if (closed) straight(points[count - 1], points[0], step, result);
    if (closed) result.pop();
    return result;
  }
  if (!closed) {
    const result: Point[] = [points[0]];
    let from = points[0];
    for (let index = 1; index < count - 1; index++) {
      const to = index === count - 2 ? points[count - 1] : middle(points[index], points[index + 1]);
      quadratic(from, points[index], to, step, result);
      from = to;
    }
    return result;
  }
  // A point on the frame's edge is a corner: where the frame cut a shape, the cut runs along the edge.
  const start = middle(points[count - 1], points[0]);
  const result: Point[] = [];
  let from = start;
  for (let index = 0; index < count; index++) {
    const to = middle(points[index], points[(index + 1) % count]);
    if (onFrame(points[index])) {
      straight(from, points[index], step, result);
      straight(points[index], to, step, result);
    } else quadratic(from, points[index], to, step, result);
    from = to;
  }
  return result;
}

/** Twice the signed area: positive when the outline runs clockwise on screen (y down). */
export function signedArea(points: readonly Point[]): number {
  let sum = 0;
  for (let index = 0; index < points.length; index++) {
    const [a, b] = [points[index], points[(index + 1) % points.length]];
    sum += a[0] * b[1] - b[0] * a[1];
  }
  return sum;
}

/** How thick a shape is: about twice its area over its perimeter (a sleeve's width, a head's radius). */
export function thickness(outline: readonly Point[]): number {
  let perimeter = 0;
  for (let index = 0; index < outline.length; index++) {
    const [a, b] = [outline[index], outline[(index + 1) % outline.length]];
    perimeter += Math.hypot(b[0] - a[0], b[1] - a[1]);
  }
  return perimeter === 0 ? 0 : (2 * Math.abs(signedArea(outline) / 2)) / perimeter;
}

/**
 * The runs of an outline that are drawn edges: a closed outline is opened where it runs along the
 * frame (both ends of a step on the frame's edge), and each run keeps the order of the outline.
 */
export function drawnRuns(outline: readonly Point[], closed: boolean): Point[][] {
  const count = outline.length;
  const steps = closed ? count : count - 1;
  const along = (index: number) => onFrame(outline[index]) && onFrame(outline[(index + 1) % count]);
  let first = 0;
  if (closed) {
    while (first < steps && !along(first)) first++;
    if (first === steps) return [[...outline, outline[0]]];
    first = (first + 1) % count;
  }
  const runs: Point[][] = [];
  let run: Point[] = [];
  for (let offset = 0; offset < steps; offset++) {
    const index = (first + offset) % count;
    if (along(index)) {
      if (run.length > 1) runs.push(run);
      run = [];
      continue;
    }
    if (run.length === 0) run.push(outline[index]);
    run.push(outline[(index + 1) % count]);
  }
  if (run.length > 1) runs.push(run);
  return runs;
}
