// How an artist's hand drifts across the page. Drawn by hand, a head is a little lopsided, a table's
// edge bows, a window leans, and nothing is a true circle or a ruled line: shapes laid out exactly and
// then textured read as "a vector drawing with a texture on top", however rough their marks. One slow
// drift bends the whole picture, so what touches still touches (a hand on the saddle, hair on a head),
// and the frame's edges stay put, so the setting still meets them.
import { type Random, seeded } from './random.ts';
import { HEIGHT, type Layers, type Point, type Shape, WIDTH } from './shapes.ts';

/** An artist's hand: how far it strays from the true line (px) over how long a stretch (px). */
export interface Hand {
  drift: number;
  reach: number;
}

interface Wave {
  /** The direction of travel across the page, scaled to the wave's frequency. */
  kx: number;
  ky: number;
  phase: number;
  /** Which way points are pushed, scaled to the wave's share of the drift. */
  dx: number;
  dy: number;
}

/** Close to the frame the drift dies away: a sky or a floor bent in from the edge left a strip of bare paper. */
const MARGIN = 28;

/** A straight edge is drawn as a line of points this far apart at most, so the drift bows it. */
const STEP = 28;

/** A few slow waves at their own angles: one wave bent everything the same way, as a lens does. */
function wavesOf(hand: Hand, random: Random): Wave[] {
  const count = 4;
  return Array.from({ length: count }, () => {
    const travel = random.next() * Math.PI * 2;
    const push = random.next() * Math.PI * 2;
    const k = (Math.PI * 2) / (hand.reach * random.between(0.7, 1.4));
    const share = (hand.drift * random.between(0.7, 1.3)) / Math.sqrt(count / 2);
    return {
      kx: Math.cos(travel) * k,
      ky: Math.sin(travel) * k,
      phase: random.next() * Math.PI * 2,
      dx: Math.cos(push) * share,
      dy: Math.sin(push) * share,
    };
  });
}

/** Where a point lands when the hand drifts. */
function drifted(waves: readonly Wave[]): (point: Point) => Point {
  return ([x, y]) => {
    const edge = Math.max(0, Math.min(1, x / MARGIN, (WIDTH - x) / MARGIN, y / MARGIN, (HEIGHT - y) / MARGIN));
    let [dx, dy] = [0, 0];
    for (const wave of waves) {
      const swing = Math.sin(wave.kx * x + wave.ky * y + wave.phase);
      dx += wave.dx * swing;
      dy += wave.dy * swing;
    }
    return [x + dx * edge, y + dy * edge];
  };
}

/** The corners of a shape drawn straight, with points along each long side so a side can bow. */
function alongSides(points: readonly Point[], closed: boolean): Point[] {
  const result: Point[] = [];
  const count = closed ? points.length : points.length - 1;
  for (let index = 0; index < count; index++) {
    const [a, b] = [points[index], points[(index + 1) % points.length]];
    const pieces = Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / STEP);
    for (let piece = 0; piece < pieces; piece++)
      result.push([a[0] + ((b[0] - a[0]) * piece) / pieces, a[1] + ((b[1] - a[1]) * piece) / pieces]);
  }
  if (!closed) result.push(points[points.length - 1]);
  return result;
}

function driftedShape(shape: Shape, move: (point: Point) => Point): Shape {
  // A limb's band keeps its points (an artist draws along its middle from them); a curve bends with its own points.
  const points = shape.smooth || shape.limb ? shape.points : alongSides(shape.points, shape.closed);
  return {
    ...shape,
    points: points.map(move),
    ...(shape.sits ? { sits: { ...shape.sits, on: move(shape.sits.on) } } : {}),
  };
}

/** The picture as this hand draws it: every shape moved by one slow drift, its own for each picture. */
export function drawnBy(layers: Layers, hand: Hand, seed: string): Layers {
  const move = drifted(wavesOf(hand, seeded(`hand|${seed}`)));
  const each = (shapes: Shape[]) => shapes.map((shape) => driftedShape(shape, move));
  return { ...layers, back: each(layers.back), middle: each(layers.middle), front: each(layers.front) };
}
