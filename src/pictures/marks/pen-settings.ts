// The setting as a pen-and-ink illustrator sets it down, as strokes: a night sky close and crossed all
// over, rays round the sun, ripples on water, tufts of grass, floorboards in perspective, and a room's far corners
// darkened in crossed hatching so the light pools round the people in the middle.
import type { Random } from '../random.ts';
import { HEIGHT, type Point, WIDTH } from '../shapes.ts';
import { signedArea } from './contour.ts';
import { hatchStrokes } from './hatching.ts';

type Stroke = [Point, Point];
const ALL = Number.POSITIVE_INFINITY;

/** A long stroke as a hand draws it: in pieces 18 to 70 px long, the pen lifted briefly between them. */
function broken([from, to]: Stroke, random: Random): Stroke[] {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const at = (reach: number): Point => [from[0] + ((to[0] - from[0]) * reach) / length, from[1] + ((to[1] - from[1]) * reach) / length];
  const pieces: Stroke[] = [];
  for (let reach = 0; reach < length - 2; ) {
    const end = Math.min(length, reach + random.between(18, 70));
    pieces.push([at(reach), at(end)]);
    reach = end + random.between(1.5, 5);
  }
  return pieces;
}

/**
 * A night sky as a pen draws it: level strokes all over, broken where the pen was lifted, and a crossing
 * pass that is densest at the top and thins out toward the horizon, so the sky lightens there.
 */
export function nightSky(outline: readonly Point[], cross: number, random: Random): Stroke[] {
  const top = Math.min(...outline.map(([, y]) => y));
  const deep = Math.max(...outline.map(([, y]) => y)) - top || 1;
  const level = hatchStrokes(outline, { angle: 0, spacing: 3, depth: ALL }, random).flatMap((stroke) => broken(stroke, random));
  const crossing = hatchStrokes(outline, { angle: cross, spacing: 3.8, depth: ALL }, random)
    .flatMap((stroke) => broken(stroke, random))
    .filter(([from, to]) => random.next() > ((from[1] + to[1]) / 2 - top) / deep / 0.7);
  return [...level, ...crossing];
}

/** Ripples on water: short level dashes, scattered, a few to a line. */
export function ripples(outline: readonly Point[], random: Random): Stroke[] {
  return hatchStrokes(outline, { angle: 0, spacing: 7, depth: ALL }, random).flatMap(([from, to]): Stroke[] => {
    const dashes: Stroke[] = [];
    for (let x = from[0] + random.between(0, 40); x < to[0] - 12; x += random.between(40, 90)) {
      dashes.push([
        [x, from[1]],
        [Math.min(to[0], x + random.between(8, 26)), from[1]],
      ]);
    }
    return dashes;
  });
}

/**
 * A cumulus cloud about the box a scene's cloud fills, wider than tall: the top edge of a row of
 * overlapping round puffs over a flat base, as a pen draws one, as an outline of points.
 */
export function cumulus(left: number, top: number, right: number, bottom: number, random: Random): Point[] {
  const [cx, cy] = [(left + right) / 2, (top + bottom) / 2];
  const [half, tall] = [(right - left) * 0.75, (bottom - top) * 0.36];
  const base = cy + tall;
  const count = 3 + Math.floor(random.next() * 2);
  const puffs = Array.from({ length: count }, (_, index) => {
    const x = cx - half * 0.62 + (index / (count - 1)) * half * 1.24;
    const middle = 1 - Math.abs(index / (count - 1) - 0.5);
    return { x, r: half * random.between(0.3, 0.38), rise: tall * (0.9 + middle * random.between(0.8, 1.3)) };
  });
  const points: Point[] = [];
  for (let step = 0; step <= 24; step++) {
    const x = cx - half + (step / 24) * half * 2;
    let y = base;
    for (const puff of puffs) {
      const reach = (x - puff.x) / puff.r;
      if (Math.abs(reach) < 1) y = Math.min(y, base - Math.sqrt(1 - reach * reach) * puff.rise);
    }
    points.push([x, y]);
  }
  points.push([cx + half * 0.85, base + tall * 0.12], [cx - half * 0.85, base + tall * 0.12]);
  return points;
}

/**
 * Rays round a round light (a sun), as short pen strokes, long and short by turns, or nothing when the
 * light is not round (a crescent moon).
 */
export function rays(outline: readonly Point[], random: Random): Stroke[] {
  const xs = outline.map(([x]) => x);
  const ys = outline.map(([, y]) => y);
  const [width, height] = [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
  if (Math.abs(signedArea(outline)) / 2 < Math.PI * (width / 2) * (height / 2) * 0.85) return [];
  const [cx, cy, r] = [(Math.max(...xs) + Math.min(...xs)) / 2, (Math.max(...ys) + Math.min(...ys)) / 2, (width + height) / 4];
  const turn = random.next();
  return Array.from({ length: 14 }, (_, index): Stroke => {
    const angle = ((index + turn) / 14) * Math.PI * 2;
    const [from, to] = [r * 1.3, r * (index % 2 === 0 ? 1.75 : 1.5)];
    const at = (reach: number): Point => [
      Math.min(WIDTH, Math.max(0, cx + Math.cos(angle) * reach)),
      Math.min(HEIGHT, Math.max(0, cy + Math.sin(angle) * reach)),
    ];
    return [at(from), at(to)];
  }).filter(([a, b]) => Math.hypot(b[0] - a[0], b[1] - a[1]) > 1.5);
}

/** Tufts of grass, three strokes each, scattered over a field and larger toward us. */
export function tufts(outline: readonly Point[], random: Random): Stroke[] {
  const top = Math.min(...outline.map(([, y]) => y));
  const strokes: Stroke[] = [];
  for (let index = 0; index < 22; index++) {
    const [x, y] = [random.between(16, WIDTH - 16), top + 8 + random.next() ** 1.6 * (HEIGHT - top - 22)];
    const size = 2.5 + ((y - top) / HEIGHT) * 6;
    for (const lean of [-0.6, 0, 0.5])
      strokes.push([
        [x + lean * size * 0.3, y],
        [x + lean * size, y - size * (lean === 0 ? 1.3 : 1)],
      ]);
  }
  return strokes;
}

/**
 * Floorboards in perspective: their seams run toward a point above the middle of the floor, fanning out
 * toward us, with a few joints across them, wider apart the nearer they come.
 */
export function boards(outline: readonly Point[], random: Random): Stroke[] {
  const xs = outline.map(([x]) => x);
  const ys = outline.map(([, y]) => y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const deep = bottom - top;
  if (deep < 8) return [];
  const [vx, vy] = [(left + right) / 2 + random.jitter(40), top - deep * 1.8];
  const strokes: Stroke[] = [];
  const seams = 16;
  const spread = (right - left) * 1.6;
  for (let seam = 0; seam <= seams; seam++) {
    const foot = (left + right) / 2 - spread / 2 + (seam / seams) * spread;
    // Where the seam crosses the top and bottom of the floor, cut to its sides.
    const at = (y: number): Point => [vx + ((foot - vx) * (y - vy)) / (bottom - vy), y];
    let [from, to] = [at(top), at(bottom)];
    const side = (x: number) => Math.min(right, Math.max(left, x));
    if (from[0] !== side(from[0]) && to[0] !== side(to[0]) && from[0] < left === to[0] < left) continue;
    const cut = (point: Point, other: Point): Point => {
      const x = side(point[0]);
      if (x === point[0]) return point;
      return [x, point[1] + ((other[1] - point[1]) * (x - point[0])) / (other[0] - point[0])];
    };
    [from, to] = [cut(from, to), cut(to, from)];
    if (Math.hypot(to[0] - from[0], to[1] - from[1]) > 4) strokes.push([from, to]);
  }
  for (const share of [0.12, 0.32, 0.62]) {
    const y = top + deep * share;
    for (let x = left + random.between(0, 30); x < right; x += random.between(50, 110)) {
      strokes.push([
        [x, y],
        [Math.min(right, x + random.between(12, 30)), y],
      ]);
    }
  }
  return strokes;
}

/** A band down one side of a box, as an outline. */
const band = (left: number, right: number, top: number, bottom: number): Point[] => [
  [left, top],
  [right, top],
  [right, bottom],
  [left, bottom],
];

/**
 * A wall's upper left and right corners in hatching, crossed nearest the corner on some, each stroke
 * stopping raggedly; each corner as wide and as deep as the hand made it that time (the same two
 * patches in every room read as "stamped"). Only a wall that fills its box (a room's back wall) gets them.
 */
export function corners(outline: readonly Point[], angles: readonly [number, number], random: Random): Stroke[] {
  const xs = outline.map(([x]) => x);
  const ys = outline.map(([, y]) => y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  if (Math.abs(signedArea(outline)) / 2 < (right - left) * (bottom - top) * 0.97 || bottom - top < 80) return [];
  const strokes: Stroke[] = [];
  // Hatched at the slant the hand took that day, and now and then in one corner only: the same two corners at
  // the same slant in every room read as "identical patches at the same angle" (review 121).
  const turn = random.jitter(0.22);
  const sides = random.next() < 0.35 ? [random.next() < 0.5] : [true, false];
  for (const leftSide of sides) {
    // The upper corners, where the lamp or the window light reaches least.
    const [edge, low] = [random.between(30, 70), top + (bottom - top) * random.between(0.4, 0.8)];
    const crossed = random.next() < 0.6;
    for (const [angle, spacing, width] of [
      [angles[0] + turn, random.between(3.8, 5.2), edge],
      ...(crossed ? [[angles[1] + turn, random.between(4.2, 5.6), edge * random.between(0.35, 0.6)] as const] : []),
    ] as const) {
      const side = leftSide ? band(left, left + width, top, low) : band(right - width, right, top, low);
      for (const [from, to] of hatchStrokes(side, { angle, spacing, depth: ALL }, random)) {
        // The end toward the room's middle stops short by a random amount.
        const cut = random.between(0, 0.6);
        const inner = leftSide === from[0] > to[0] ? 0 : 1;
        const stroke: Stroke = [from, to];
        const [a, b] = [stroke[inner], stroke[1 - inner]];
        stroke[inner] = [a[0] + (b[0] - a[0]) * cut, a[1] + (b[1] - a[1]) * cut];
        strokes.push(stroke);
      }
    }
  }
  return strokes;
}
