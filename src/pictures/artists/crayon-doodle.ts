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
import { roundPath, trace } from '../marks/trace.ts';
import type { Random } from '../random.ts';
import type { Shape } from '../shapes.ts';
import { attributes, pathData } from '../svg.ts';
import { type Artist, extent } from './artist.ts';

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
/** The family's own skin and hair are crayons of their own, kept as they are. */
const FAMILY = new Set([...Object.values(SKIN), ...Object.values(HAIR)]);

/** How each part of the setting is scribbled, and how hard: the sky and floor dense, a wall in a few light strokes. */
const SETTING: Partial<Record<NonNullable<Shape['role']>, { strokes: Hachure; pressure: number }>> = {
  sky: { strokes: { gap: 3.6, angle: -8, roughness: 2.2, skips: 0, zigzag: true }, pressure: 0.8 },
  far: { strokes: { gap: 7, angle: 35, roughness: 2, skips: 0.2 }, pressure: 0.8 },
  ground: { strokes: { gap: 4.2, angle: -62, roughness: 1.8, skips: 0, zigzag: true }, pressure: 0.8 },
  wall: { strokes: { gap: 11, angle: -30, roughness: 2.4, skips: 0.3 }, pressure: 0.6 },
  floor: { strokes: { gap: 4.6, angle: -12, roughness: 2, skips: 0, zigzag: true }, pressure: 0.8 },
};

const stroke = (d: string, colour: string, width: number, opacity?: number, dashes?: string): string =>
  `<path d="${d}"${attributes({ fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-dasharray': dashes, opacity })}/>`;

/** Where the wax breaks along a stroke: the paper's tooth standing proud, a different run of gaps for each crayon. */
const TOOTH = ['9 1.4 4 1 13 1.8', '7 1.2 11 1.6 5 1', '12 1.8 6 1.1 8 1.4'];

/** How a thing is coloured in: faces and hands hard and close, so each person's skin reads as theirs at any size. */
function strokesFor(shape: Shape, size: number, random: Random): Hachure {
  const skin = shape.part !== undefined;
  return {
    gap: skin ? 1.9 : Math.min(4, Math.max(2.2, size / 10)),
    angle: -41 + random.jitter(14),
    roughness: skin ? 0.7 : 1.1,
    skips: skin ? 0.1 : 0.3,
  };
}

/** A thing coloured in: paper over whatever stands behind, strokes one way, and the outline gone round twice. */
function colouredIn(shape: Shape, colour: string, random: Random): string {
  const outline = trace(shape.points, true, shape.smooth, 2);
  const size = extent(outline);
  const translucent = shape.opacity !== undefined && shape.opacity < 1;
  const paper = translucent ? '' : `<path d="${roundPath(shape.points, true, shape.smooth)}" fill="${PAPER}"/>`;
  if (size < 7) return `${paper}<path d="${pathData(shape.points, true, shape.smooth)}" fill="${colour}"/>`;
  const setting = shape.role ? SETTING[shape.role] : undefined;
  // White on white paper cannot be coloured in: the child draws round it, a cloud in blue, white hair in grey.
  const pale = lightness(colour) > 0.9;
  const strokes = setting?.strokes ?? strokesFor(shape, size, random);
  const pressure = shape.opacity ?? setting?.pressure ?? 0.92;
  const tooth = TOOTH[Math.floor(random.next() * TOOTH.length)];
  const fill = pale ? '' : stroke(hachure(outline, random, strokes), colour, setting ? 2.6 : 2.2, pressure, tooth);
  if (setting) return paper + fill;
  const edge = pale ? (shape.role === 'cloud' ? '#5b8fd6' : '#a3a3a3') : darker(colour, 0.38);
  return paper + fill + stroke(crayonLine(shape.points, true, shape.smooth, random), edge, 1.5, translucent ? shape.opacity : undefined);
}

function drawn(shape: Shape, colour: string, random: Random): string {
  if (shape.detail) return crisp(shape, colour);
  // A short line (a bird, a string's end) is drawn with a steadier hand than a long one.
  if (!shape.closed) {
    const roughness = extent(shape.points) < 24 ? 0.5 : 1.2;
    return stroke(crayonLine(shape.points, false, shape.smooth, random, roughness), colour, Math.max(1.6, shape.width ?? 2), shape.opacity);
  }
  return colouredIn(shape, colour, random);
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
  colour: (colour, shape) =>
    FAMILY.has(colour) ? colour : crayonFor(shape.role === 'wall' || shape.role === 'floor' ? saturate(colour, 2.2) : colour),
  stage: childSky,
  marks: (shape, colour, random, id) => clipped(shape, drawn(shape, colour, random), random, id),
};
