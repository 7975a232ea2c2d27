// What an art style is: an artist. The scene fixes the moment (who is there, what they do, where);
// the artist decides how close to stand and from which side, how people are proportioned and how
// their faces are drawn, how the setting is set down (a child scribbles a sky band, a watercolourist
// lets the wall fade into paper), the palette, and the marks: a wash, hatching, a cut piece, wax.
// Marks are plain geometry (paths, fills, strokes, clip paths: the subset in docs/decisions.md), so
// they read as the medium at any size and print as vectors in the book's PDF.
import type { Manner } from '../figures/manner.ts';
import type { Hand } from '../hand.ts';
import type { Lens } from '../lens.ts';
import { spanOf } from '../marks/outline.ts';
import type { Random } from '../random.ts';
import type { Staging } from '../scenes/scene.ts';
import { HEIGHT, type Layers, type Point, type Shape, WIDTH } from '../shapes.ts';

/** Makes an id unique to one picture, so pictures inlined in one page never share a clip path. */
export type Ids = (name: string) => string;

/** Where the artist stands. */
export interface Camera {
  /** The closest the artist comes (1: the whole stage in view). */
  closest: number;
  /** How tall the grandchild's head should be, as a share of the picture's height, where the moment allows. */
  childHead: number;
  /** The moment staged the other way round, as this artist would compose it. */
  mirror: boolean;
  /** Where the middle of the faces sits, from the top, as a share of the height. */
  eyeLine: number;
  /** How big the setting stands behind the people, and where (as staged when absent). */
  lens?: Lens;
  /** A close artist's waist-up view: grown-ups may be cut above the knee (never at the shins); otherwise everyone is seen whole. */
  waistUp?: boolean;
}

export interface Artist {
  id: string;
  /** The paper or board everything sits on. */
  paper: string;
  manner: Manner;
  /**
   * Which of a scene's stagings this artist composes (0 the first), in order of preference: the first the
   * scene has. Where the people are and how they hold the moment.
   */
  staging: readonly number[];
  /**
   * The scenes this artist composes its own way, by scene id: nobody else stages them like this. It
   * loads with the artist, so the builder's first load carries none of them.
   */
  stagings?: Readonly<Record<string, Staging>>;
  camera: Camera;
  /** How far the artist's hand strays from a true line: none, and every circle is a circle. */
  hand?: Hand;
  /** The artist's palette: a colour as this medium has it. */
  colour(colour: string, shape: Shape): string;
  /** The setting as the artist sets it down, in the picture's own coordinates: shapes dropped, added or redrawn by role. */
  stage?(layers: Layers, random: Random): Layers;
  /** The marks that make one shape (the picture keeps the marks of a shape seen through a rectangle inside it). */
  marks(shape: Shape, colour: string, random: Random, id: Ids): string;
  /** Drawn over everything: a ruled border, a deckle edge. */
  finish?(random: Random, id: Ids): string;
}

/** A point kept inside the frame: marks may wander, but never out of the picture. */
export const framed = (x: number, y: number): Point => [Math.min(WIDTH, Math.max(0, x)), Math.min(HEIGHT, Math.max(0, y))];

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
  const [width, height] = spanOf(points);
  return Math.max(width, height);
}

/** Points moved by an offset. */
export const shifted = (points: readonly Point[], dx: number, dy: number): Point[] => points.map(([x, y]) => framed(x + dx, y + dy));
