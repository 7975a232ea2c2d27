// What a style is: a way of making marks. It picks its palette, turns each shape into its own
// marks (a line, a wash, strokes, a cut piece), and wraps each layer and the whole picture.
import type { Random } from '../random.ts';
import { HEIGHT, type Layers, type Point, type Shape, WIDTH } from '../shapes.ts';

export type Ids = (name: string) => string;

export interface Style {
  id: string;
  /** The colour of the paper or board everything sits on. */
  paper: string;
  /** The style's version of a colour. */
  colour(colour: string): string;
  /** Shared definitions (filters, patterns, gradients for the colours the picture used); `id` makes each name unique to it. */
  defs(id: Ids, colours: readonly string[]): string;
  /** The ground of the page, a shape that fills the whole frame: painted so no edge effect eats into the frame. */
  frame?(shape: Shape, colour: string, id: Ids): string;
  /** Colour laid down for a shape: a wash, a flat fill, a cut piece, wax. */
  paint(shape: Shape, colour: string, random: Random, id: Ids): string;
  /** Lines drawn over the colour (pencil, ink, crayon outline), kept apart so colour can escape them. */
  ink?(shape: Shape, colour: string, random: Random, id: Ids): string;
  /** A layer's colour and lines put together: a filter on the colour, a shadow under the layer. */
  layer?(paint: string, ink: string, layer: keyof Layers, id: Ids): string;
  /** Drawn over everything: grain, a wash, a vignette. */
  finish?(id: Ids): string;
}

/** A point kept inside the frame: marks may wander, but never out of the picture. */
const framed = (x: number, y: number): Point => [Math.min(WIDTH, Math.max(0, x)), Math.min(HEIGHT, Math.max(0, y))];

/** The points with extra points between them, each pushed off the line by up to `amount`. */
export function wobble(points: readonly Point[], random: Random, amount: number, closed: boolean, step = 40): Point[] {
  const result: Point[] = [];
  const count = closed ? points.length : points.length - 1;
  for (let index = 0; index < count; index++) {
    const [a, b] = [points[index], points[(index + 1) % points.length]];
    const pieces = Math.max(1, Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) / step));
    for (let piece = 0; piece < pieces; piece++) {
      const t = piece / pieces;
      result.push(framed(a[0] + (b[0] - a[0]) * t + random.jitter(amount), a[1] + (b[1] - a[1]) * t + random.jitter(amount)));
    }
  }
  if (!closed)
    result.push(framed(points[points.length - 1][0] + random.jitter(amount), points[points.length - 1][1] + random.jitter(amount)));
  return result;
}

/** How big a shape is: the longer side of its bounding box. */
export function extent(points: readonly Point[]): number {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
}

/** Points moved by an offset. */
export const shifted = (points: readonly Point[], dx: number, dy: number): Point[] => points.map(([x, y]) => framed(x + dx, y + dy));
