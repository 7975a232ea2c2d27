// Crayon Doodle: drawn the way a child draws. Big round heads on simple bodies; every shape gone round
// twice with a wobbling crayon and coloured in with strokes that run one way, skip, and leave paper
// between them (roughjs hachure); a blue sky scribbled as a band along the top with white clouds in
// it, the sun with its rays in the corner, a green strip of ground. The child draws the whole scene,
// so the camera stays back and never turns the moment round; colours come from a box of crayons.
import { darker, lightness, saturate } from '../colour.ts';
import { HAIR, SKIN } from '../figures/palette.ts';
import { box } from '../marks/box.ts';
import { childSky } from '../marks/child-sky.ts';
import { clipped } from '../marks/clip.ts';
import { crayonLine } from '../marks/crayon-line.ts';
import { crisp } from '../marks/crisp.ts';
import { type Hachure, hachure } from '../marks/hachure.ts';
import { type Patches, scribbled } from '../marks/scribble.ts';
import { roundPath, trace } from '../marks/trace.ts';
import type { Random } from '../random.ts';
import type { Point, Shape } from '../shapes.ts';
import { attributes, pathData } from '../svg.ts';
import { type Artist, extent, type Ids } from './artist.ts';

const PAPER = '#ffffff';

/** The box: a child's crayons. */
const CRAYONS = [
  '#ffffff',
  '#e8262b',
  '#ff6f3c',
  '#ff9a1f',
  '#ffd21f',
  '#8cc63f',
  '#35b04a',
  '#1e7a3c',
  '#2e5a3a',
  '#27b0c9',
  '#4cb8f0',
  '#1f6fe0',
  '#1c2d7a',
  '#8359a3',
  '#c0448f',
  '#ff7eb0',
  '#8b5a2b',
  '#d9a066',
  '#9a9a9a',
  '#2b2b2b',
];

const crayonFor = box(CRAYONS);
const MOONLIGHT = '#ffd21f';
/** The family's own skin and hair are crayons of their own, kept as they are. */
const SKINS = new Set<string>(Object.values(SKIN));
const HAIRS = new Set<string>(Object.values(HAIR));

/** The sky band along the top is one long zigzag scribbled without lifting the crayon. */
const SKY: Hachure = { gap: 3.6, angle: -8, roughness: 2.2, skips: 0, zigzag: true };

/**
 * How each other part of the setting is coloured in, patch by patch: a whole sky (night, sunset) in
 * zigzags running across; a wall lightly, in long loose zigzags that leave plenty of paper; a floor in
 * zigzags and scuffs; a lawn in clumps of flicked grass between zigzags; hills far off in slanting zigzags.
 */
const SETTING: Partial<Record<NonNullable<Shape['role']>, Patches>> = {
  sky: { kinds: ['zigzag'], angle: -8, spread: 22, cell: [80, 28], bare: 0.06, width: [2, 3.2], pressure: [0.6, 0.9] },
  far: { kinds: ['zigzag'], angle: -25, spread: 35, cell: [64, 30], bare: 0.12, width: [1.8, 3], pressure: [0.55, 0.9] },
  ground: {
    kinds: ['flicks', 'flicks', 'zigzag'],
    angle: -60,
    spread: 40,
    cell: [46, 26],
    bare: 0.12,
    width: [1.6, 2.8],
    pressure: [0.6, 0.95],
  },
  wall: { kinds: ['zigzag'], angle: -14, spread: 24, cell: [86, 32], bare: 0.22, width: [1.4, 2.6], pressure: [0.4, 0.75] },
  floor: { kinds: ['zigzag', 'zigzag', 'flicks'], angle: 8, spread: 30, cell: [70, 24], bare: 0.15, width: [1.8, 3], pressure: [0.5, 0.9] },
};

const stroke = (d: string, colour: string, width: number, opacity?: number, dashes?: string): string =>
  `<path d="${d}"${attributes({ fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-dasharray': dashes, opacity })}/>`;

/** Where the wax breaks along a stroke: the paper's tooth standing proud, a different run of gaps for each crayon. */
const TOOTH = ['9 1.4 4 1 13 1.8', '7 1.2 11 1.6 5 1', '12 1.8 6 1.1 8 1.4'];

/**
 * The way a long thin thing (an arm, a leg, a scarf) runs, in degrees, or undefined for a round one:
 * a child colours a leg up and down its length, not across it.
 */
function lengthwise(points: readonly Point[]): number | undefined {
  const n = points.length;
  const [mx, my] = points.reduce(([x, y], [px, py]) => [x + px / n, y + py / n], [0, 0]);
  let [xx, yy, xy] = [0, 0, 0];
  for (const [x, y] of points) [xx, yy, xy] = [xx + (x - mx) ** 2, yy + (y - my) ** 2, xy + (x - mx) * (y - my)];
  const spread = Math.sqrt((xx - yy) ** 2 + 4 * xy * xy);
  if (xx + yy - spread <= 0 || (xx + yy + spread) / (xx + yy - spread) < 5) return undefined;
  return (Math.atan2(2 * xy, xx - yy) * 90) / Math.PI;
}

/** How a thing is coloured in: strokes one way at a slant, or along a limb's length, closer on small things. */
function strokesFor(shape: Shape, size: number, random: Random): Hachure {
  const along = shape.who !== undefined ? lengthwise(shape.points) : undefined;
  return {
    gap: along !== undefined ? 2 : Math.min(4, Math.max(2.2, size / 10)),
    angle: along ?? -41 + random.jitter(14),
    roughness: along !== undefined ? 0.6 : 1.1,
    skips: 0.3,
  };
}

/** Marks kept inside an outline by a clip path of their own. */
function inside(outline: string, marks: string, random: Random, id: Ids): string {
  const name = id(`k${Math.floor(random.next() * 2 ** 32).toString(36)}`);
  return `<clipPath id="${name}"><path d="${outline}"/></clipPath><g clip-path="url(#${name})">${marks}</g>`;
}

/** A part of the setting coloured in patch by patch, the patches kept to it. */
function setting(shape: Shape, colour: string, patches: Patches, random: Random, id: Ids): string {
  const outline = roundPath(shape.points, true, shape.smooth);
  const xs = shape.points.map(([x]) => x);
  const ys = shape.points.map(([, y]) => y);
  const bounds = { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
  return `<path d="${outline}" fill="${PAPER}"/>${inside(outline, scribbled(bounds, colour, random, patches), random, id)}`;
}

/**
 * A thing coloured in: paper over whatever stands behind, then the colour — a face or a hand pressed
 * in solid so every skin is itself and the face drawn on it reads, hair gone round in loops, anything
 * else in strokes — and the outline gone round twice.
 */
function colouredIn(shape: Shape, colour: string, random: Random, id: Ids): string {
  const translucent = shape.opacity !== undefined && shape.opacity < 1;
  const round = roundPath(shape.points, true, shape.smooth);
  const paper = translucent ? '' : `<path d="${round}" fill="${PAPER}"/>`;
  const outline = trace(shape.points, true, shape.smooth, 2);
  const size = extent(outline);
  if (size < 7) return `${paper}<path d="${pathData(shape.points, true, shape.smooth)}" fill="${colour}"/>`;
  const band = shape.role === 'sky' && Math.max(...outline.map(([, y]) => y)) < 72;
  if (band) return paper + stroke(hachure(outline, random, SKY), colour, 2.6, 0.8, TOOTH[0]);
  const patches = shape.role ? SETTING[shape.role] : undefined;
  // Outdoors a dark crayon (a night sky, a lawn at night) is pressed harder and leaves little paper, or night
  // reads as snow; a room's wall stays light, so the window and its moon stand out of it.
  const dark = lightness(colour) < 0.35 && shape.role !== 'wall' && shape.role !== 'floor';
  if (patches)
    return setting(
      shape,
      colour,
      dark ? { ...patches, bare: 0, pressure: [0.75, 1], cell: [patches.cell[0], patches.cell[1] * 0.7] } : patches,
      random,
      id,
    );
  // White on white paper cannot be coloured in: the child draws round it, a cloud in blue, white hair in grey.
  const pale = lightness(colour) > 0.9;
  const pressure = shape.opacity ?? 0.92;
  const tooth = TOOTH[Math.floor(random.next() * TOOTH.length)];
  let fill = '';
  if (SKINS.has(colour) || shape.role === 'glow') fill = `<path d="${round}" fill="${colour}" opacity="0.94"/>`;
  else if (GREENS.has(colour) && shape.who === undefined && shape.role === undefined && lengthwise(shape.points) === undefined)
    fill = inside(round, scribbled(bounds(outline), colour, random, LEAVES), random, id);
  else if (size > 100 && shape.who === undefined && !pale)
    fill = inside(round, scribbled(bounds(outline), colour, random, BIG_THING), random, id);
  else if (HAIRS.has(colour) && shape.who !== undefined && !pale)
    fill = `<path d="${round}" fill="${colour}" opacity="0.75"/>${inside(round, scribbled(bounds(outline), colour, random, HAIR_LOOPS), random, id)}`;
  else if (!pale) fill = stroke(hachure(outline, random, strokesFor(shape, size, random)), colour, 2.2, pressure, tooth);
  const edge = pale ? (shape.role === 'cloud' ? '#5b8fd6' : '#a3a3a3') : darker(colour, 0.38);
  return paper + fill + stroke(crayonLine(shape.points, true, shape.smooth, random), edge, 1.5, translucent ? shape.opacity : undefined);
}

/** A big thing (a counter, a door, a bed) coloured hard in a few zigzags that slant each their own way. */
const BIG_THING: Patches = {
  kinds: ['zigzag'],
  angle: -50,
  spread: 22,
  cell: [46, 30],
  bare: 0.06,
  width: [1.8, 2.6],
  pressure: [0.7, 0.95],
};

/** A tree's crown or a bush as a child does it: green loops round and round, paper showing between. */
const LEAVES: Patches = { kinds: ['loops'], angle: -10, spread: 50, cell: [20, 12], bare: 0, width: [1.8, 2.6], pressure: [0.75, 1] };
const GREENS = new Set(['#8cc63f', '#35b04a', '#1e7a3c', '#2e5a3a']);

/** Hair as a child does it: round and round in small tight loops. */
const HAIR_LOOPS: Patches = { kinds: ['loops'], angle: 0, spread: 40, cell: [20, 14], bare: 0.3, width: [1.6, 2.2], pressure: [0.8, 1] };

function bounds(points: readonly Point[]) {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

function drawn(shape: Shape, colour: string, random: Random, id: Ids): string {
  if (shape.detail) return crisp(shape, colour);
  // A short line (a bird, a string's end) is drawn with a steadier hand than a long one.
  if (!shape.closed) {
    const roughness = extent(shape.points) < 24 ? 0.5 : 1.2;
    return stroke(crayonLine(shape.points, false, shape.smooth, random, roughness), colour, Math.max(1.6, shape.width ?? 2), shape.opacity);
  }
  return colouredIn(shape, colour, random, id);
}

export const crayonDoodle: Artist = {
  id: 'crayon-doodle',
  paper: PAPER,
  manner: {
    head: { young: 1.65, grown: 1.3 },
    limbs: 1,
    body: 'simple',
    verve: 0.4,
    face: { eye: 'dot', eyeSize: 1.2, whites: false, nose: 'none', cheeks: 'round', turn: 0 },
    freeArms: { down: 'out', hip: 'out' },
  },
  camera: { closest: 1, childHead: 0.17, mirror: false, eyeLine: 0.5 },
  // A wall or a floor is never left as bare paper: the child picks a crayon of the colour it nearly is.
  // The moon and the stars are pressed in hard yellow, so they shine out of a dark scribbled window.
  colour: (colour, shape) => {
    if (SKINS.has(colour) || HAIRS.has(colour)) return colour;
    if (shape.role === 'glow' && shape.opacity === undefined && lightness(colour) > 0.85) return MOONLIGHT;
    return crayonFor(shape.role === 'wall' || shape.role === 'floor' ? saturate(colour, 2.2) : colour);
  },
  stage: childSky,
  marks: (shape, colour, random, id) => clipped(shape, drawn(shape, colour, random, id), random, id),
};
