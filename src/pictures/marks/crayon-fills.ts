// How a child colours in each kind of thing, as patches of scribble (scribble.ts): a whole sky, a
// wall, a floor, a lawn, hills; a big thing such as a counter or a door; a tree's crown; hair. The
// patches are kept inside the shape by a clip path of their own; a limb is stroked along its length.
import type { Ids } from '../artists/artist.ts';
import type { Random } from '../random.ts';
import type { Point, Shape } from '../shapes.ts';
import type { Hachure } from './hachure.ts';
import { contains } from './outline.ts';
import { type Patches, scribbled } from './scribble.ts';

/**
 * The setting, patch by patch: a whole sky (night, sunset) in zigzags running across; a wall lightly,
 * in long loose zigzags that leave plenty of paper; a floor in zigzags and scuffs; a lawn in clumps of
 * flicked grass between zigzags; hills far off in slanting zigzags.
 */
export const SETTING: Partial<Record<NonNullable<Shape['role']>, Patches>> = {
  sky: { kinds: ['zigzag'], angle: -8, spread: 22, cell: [80, 28], bare: 0.06, width: [2, 3.2], pressure: [0.6, 0.9] },
  far: { kinds: ['zigzag'], angle: -25, spread: 35, cell: [64, 30], bare: 0.12, width: [1.8, 3], pressure: [0.55, 0.9] },
  ground: {
    kinds: ['flicks', 'flicks', 'zigzag'],
    angle: -60,
    spread: 40,
    cell: [46, 26],
    bare: 0.12,
    width: [1.6, 2.8],
    pressure: [0.6, 1],
  },
  wall: { kinds: ['zigzag'], angle: -14, spread: 24, cell: [86, 32], bare: 0.22, width: [1.4, 2.6], pressure: [0.4, 0.75] },
  floor: { kinds: ['zigzag', 'zigzag', 'flicks'], angle: 8, spread: 30, cell: [70, 24], bare: 0.15, width: [1.8, 3], pressure: [0.5, 0.9] },
};

/** A big thing (a counter, a door, a bed) coloured hard in a few zigzags that slant each their own way. */
export const BIG_THING: Patches = {
  kinds: ['zigzag'],
  angle: -50,
  spread: 22,
  cell: [46, 30],
  bare: 0.06,
  width: [1.8, 2.6],
  pressure: [0.7, 1],
};

/** A tree's crown or a bush: green loops round and round, paper showing between. */
export const LEAVES: Patches = {
  kinds: ['loops'],
  angle: -10,
  spread: 50,
  cell: [20, 12],
  bare: 0,
  width: [1.8, 2.6],
  pressure: [0.75, 1],
};

/** Hair: round and round in small tight loops. */
export const HAIR_LOOPS: Patches = {
  kinds: ['loops'],
  angle: 0,
  spread: 40,
  cell: [20, 14],
  bare: 0.3,
  width: [1.6, 2.2],
  pressure: [0.8, 1],
};

/** The same patches pressed hard with little paper left: a dark crayon outdoors, so night does not read as snow. */
export const pressedHard = (patches: Patches): Patches => ({
  ...patches,
  bare: 0,
  pressure: [0.75, 1],
  cell: [patches.cell[0], patches.cell[1] * 0.7],
});

/**
 * The way a long thin thing (an arm, a leg, a scarf) runs, in degrees, or undefined for a round one:
 * a child colours a leg up and down its length, not across it.
 */
export function lengthwise(points: readonly Point[]): number | undefined {
  const n = points.length;
  const [mx, my] = points.reduce(([x, y], [px, py]) => [x + px / n, y + py / n], [0, 0]);
  let [xx, yy, xy] = [0, 0, 0];
  for (const [x, y] of points) [xx, yy, xy] = [xx + (x - mx) ** 2, yy + (y - my) ** 2, xy + (x - mx) * (y - my)];
  const spread = Math.sqrt((xx - yy) ** 2 + 4 * xy * xy);
  if (xx + yy - spread <= 0 || (xx + yy + spread) / (xx + yy - spread) < 5) return undefined;
  return (Math.atan2(2 * xy, xx - yy) * 90) / Math.PI;
}

const boundsOf = (outline: readonly Point[]) => {
  const xs = outline.map(([x]) => x);
  const ys = outline.map(([, y]) => y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
};

/** Patches scribbled over the polygon `outline`, kept inside `clip` (the shape's path data) by a clip path of their own. */
export function patchesIn(outline: readonly Point[], clip: string, colour: string, patches: Patches, random: Random, id: Ids): string {
  const marks = scribbled(boundsOf(outline), colour, random, patches);
  if (marks === '') return '';
  const name = id(`k${Math.floor(random.next() * 2 ** 32).toString(36)}`);
  return `<clipPath id="${name}"><path d="${clip}"/></clipPath><g clip-path="url(#${name})">${marks}</g>`;
}

/**
 * Patches laid inside the polygon `outline` and spilling past its edge as far as each runs, as a child
 * colours a lawn up into the sky: cut clean along every edge, the scribble "stops exactly at the outlines".
 */
export const patchesSpilling = (outline: readonly Point[], colour: string, patches: Patches, random: Random): string =>
  scribbled(boundsOf(outline), colour, random, patches, (point) => contains(outline, point));

/** How a thing is coloured in: strokes one way at a slant, or along a limb's length, closer on small things. */
export function strokesFor(shape: Shape, size: number, random: Random): Hachure {
  const along = shape.who !== undefined ? lengthwise(shape.points) : undefined;
  return {
    gap: (along !== undefined ? 2 : Math.min(4, Math.max(2.2, size / 10))) * random.between(0.85, 1.2),
    // Each thing coloured in at its own slant, as a child turns the page or the hand: one slant everywhere read as a filter.
    angle: along ?? -41 + random.jitter(28),
    roughness: along !== undefined ? 0.6 : 1.1,
    skips: 0.3,
    // The colour runs past the line, a little on a sleeve, more on a thing coloured in fast, and never by the
    // same amount twice: strokes stopping evenly short of every line read as "scribble poured inside".
    overshoot: shape.who !== undefined ? random.between(4, 8) : random.between(6, 12),
    // Thick where the child started, thinner as it hurried on: an even fill everywhere read as "even,
    // mechanical scribble fill over every shape" (review 126).
    hurry: along !== undefined ? 0 : random.between(0.2, 0.6),
    // Each stroke an arc swung from the wrist, all of a thing's the same way: ruled straight and evenly spaced,
    // they read as "machine-even hatching" (reviews 130, 131).
    bow: (random.next() < 0.5 ? -1 : 1) * random.between(0.05, 0.1),
  };
}
