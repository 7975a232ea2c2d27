// roughjs as the hand behind the crayon: its generator makes hachure and doubled, wobbly lines from
// a seed (the same seed, the same strokes). Its operations become strokes here, and strokes become
// short path data: whole pixels inside the frame, each stroke relative to where it starts.
import rough from 'roughjs';
import type { Op, OpSet, Options } from 'roughjs/bin/core';
import type { Random } from '../random.ts';
import { HEIGHT, type Point, WIDTH } from '../shapes.ts';
import { after } from './trace.ts';

const generator = rough.generator();

/** A roughjs seed drawn from the shape's own randomness, so its strokes are the same every time. */
export const roughSeed = (random: Random): number => 1 + Math.floor(random.next() * 2147483646);

/** The pieces roughjs draws for a polygon, an open polyline, or a curve through points. */
export function roughSets(points: Point[], kind: 'polygon' | 'curve' | 'path', options: Options): OpSet[] {
  const mutable = points as [number, number][];
  if (kind === 'polygon') return generator.polygon(mutable, options).sets;
  if (kind === 'curve') return generator.curve(mutable, options).sets;
  return generator.linearPath(mutable, options).sets;
}

/** One stroke: where it starts and the cubic curve it follows (roughjs draws every line as one). */
export interface Stroke {
  from: Point;
  curve: [Point, Point, Point];
}

/** The strokes of a set of roughjs operations: each move followed by its curves. */
export function strokesOf(ops: readonly Op[]): Stroke[] {
  const strokes: Stroke[] = [];
  let at: Point = [0, 0];
  for (const { op, data } of ops) {
    if (op === 'move') at = [data[0], data[1]];
    else {
      const end: Point = op === 'bcurveTo' ? [data[4], data[5]] : [data[0], data[1]];
      strokes.push({ from: at, curve: op === 'bcurveTo' ? [[data[0], data[1]], [data[2], data[3]], end] : [at, end, end] });
      at = end;
    }
  }
  return strokes;
}

/** A coordinate as a whole pixel inside the frame: a wobbling crayon never leaves the page. */
const onPage = (value: number, size: number) => Math.min(size, Math.max(0, Math.round(value)));
const px = (point: Point): [number, number] => [onPage(point[0], WIDTH), onPage(point[1], HEIGHT)];

/** Path data for curved strokes: whole pixels, each curve relative to its start, a move only where the pen lifts. */
export function curvesPath(strokes: readonly Stroke[]): string {
  let d = '';
  let [penX, penY] = [Number.NaN, Number.NaN];
  for (const { from, curve } of strokes) {
    const [x, y] = px(from);
    if (x !== penX || y !== penY) d += `M${x} ${y}`;
    const [a, b, c] = curve.map(px);
    [penX, penY] = c;
    d += `c${a[0] - x}${after(a[1] - y)}${after(b[0] - x)}${after(b[1] - y)}${after(penX - x)}${after(penY - y)}`;
  }
  return d;
}

/** Path data for straight strokes from one point to another, each relative to its start. */
export function linesPath(lines: readonly (readonly [Point, Point])[]): string {
  let d = '';
  for (const [from, to] of lines) {
    const [x, y] = px(from);
    const [tx, ty] = px(to);
    d += `M${x} ${y}l${tx - x}${after(ty - y)}`;
  }
  return d;
}

/**
 * Path data for strokes that bow to one side by `bow` of their length, relative to where each starts: a hand
 * swinging a crayon from the wrist lays arcs, not ruled lines.
 */
export function bowedPath(lines: readonly (readonly [Point, Point])[], bow: number): string {
  let d = '';
  for (const [from, to] of lines) {
    const [x, y] = px(from);
    const [tx, ty] = px(to);
    const [cx, cy] = px([(from[0] + to[0]) / 2 - (to[1] - from[1]) * bow, (from[1] + to[1]) / 2 + (to[0] - from[0]) * bow]);
    d += `M${x} ${y}q${cx - x}${after(cy - y)}${after(tx - x)}${after(ty - y)}`;
  }
  return d;
}

/** Path data for one stroke going back and forth through the points, as a child scribbles an area in. */
export function zigzagPath(points: readonly Point[]): string {
  if (points.length === 0) return '';
  let [x, y] = px(points[0]);
  let d = `M${x} ${y}l`;
  for (let index = 1; index < points.length; index++) {
    const [nx, ny] = px(points[index]);
    d += `${index > 1 ? after(nx - x) : nx - x}${after(ny - y)}`;
    [x, y] = [nx, ny];
  }
  return d;
}
