// A shape's outline as the points a pen would pass through: a smooth shape's curve (svg.ts draws
// its points as quadratic controls) sampled into a polyline, a straight one as it is. Marks that
// work on polygons (hatching, scissor cuts, a crayon going round) start from here.
import type { Point } from '../shapes.ts';

const middle = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

function quadratic(from: Point, control: Point, to: Point, steps: number, into: Point[]): void {
  for (let step = 1; step <= steps; step++) {
    const t = step / steps;
    const [a, b, c] = [(1 - t) * (1 - t), 2 * t * (1 - t), t * t];
    into.push([a * from[0] + b * control[0] + c * to[0], a * from[1] + b * control[1] + c * to[1]]);
  }
}

/** The outline as a polyline; `steps` points per curved piece. A closed outline does not repeat its first point. */
export function trace(points: readonly Point[], closed: boolean, smooth: boolean, steps = 3): Point[] {
  if (!smooth || points.length < 3) return [...points];
  const count = points.length;
  const result: Point[] = [];
  if (!closed) {
    result.push(points[0]);
    let from = points[0];
    for (let index = 1; index < count - 1; index++) {
      const to = index === count - 2 ? points[count - 1] : middle(points[index], points[index + 1]);
      quadratic(from, points[index], to, steps, result);
      from = to;
    }
    return result;
  }
  let from = middle(points[count - 1], points[0]);
  for (let index = 0; index < count; index++) {
    const to = middle(points[index], points[(index + 1) % count]);
    quadratic(from, points[index], to, steps, result);
    from = to;
  }
  return result;
}

const round = Math.round;

/** A number written after another in path data: a minus sign separates it by itself, anything else takes a space. */
export const after = (value: number): string => (value < 0 ? `${value}` : ` ${value}`);

/**
 * Path data for the shape in whole pixels, each piece relative to the last: a crayon's paper patch or a
 * cut piece needs no tenth of a pixel, and short relative numbers keep the file small.
 */
export function roundPath(points: readonly Point[], closed: boolean, smooth: boolean): string {
  if (points.length < 2) return '';
  const count = points.length;
  const curved = smooth && count >= 3;
  const start = curved && closed ? middle(points[count - 1], points[0]) : points[0];
  let [x, y] = [round(start[0]), round(start[1])];
  let d = `M${x}${after(y)}${curved ? 'q' : 'l'}`;
  let first = true;
  const write = (value: number) => {
    d += first ? `${value}` : after(value);
    first = false;
  };
  const step = (point: Point) => {
    const [nx, ny] = [round(point[0]), round(point[1])];
    write(nx - x);
    write(ny - y);
    [x, y] = [nx, ny];
  };
  if (!curved) for (let index = 1; index < count; index++) step(points[index]);
  else {
    const last = closed ? count : count - 1;
    for (let index = closed ? 0 : 1; index < last; index++) {
      write(round(points[index][0]) - x);
      write(round(points[index][1]) - y);
      step(!closed && index === count - 2 ? points[count - 1] : middle(points[index], points[(index + 1) % count]));
    }
  }
  return closed ? `${d}z` : d;
}
