// Crayon Doodle: drawn the way a child draws. Big round heads on simple bodies with thin stick arms and
// legs; every shape gone round twice with a wobbling crayon. Small things are coloured in with strokes
// that run one way and skip (roughjs hachure), limbs along their length, faces and hands pressed in
// solid with the face drawn on; big areas patch by patch, each zigzag, loop or clump of grass at its own
// angle and pressure, paper left between (crayon-fills.ts); a blue sky scribbled as a band along the top
// with white clouds in it, the sun with its rays in the corner. The child draws the whole scene, so the
// camera stays back and never turns the moment round; colours come from a box of crayons.
import { chroma, darker, lightness, saturate } from '../colour.ts';
import { CHILD_HAIRS, HAIRS, SKINS } from '../figures/palette.ts';
import { childSky } from '../marks/child-sky.ts';
import { crayonFor } from '../marks/crayon-box.ts';
import { crayonFeature } from '../marks/crayon-features.ts';
import {
  BIG_THING,
  HAIR_LOOPS,
  LEAVES,
  lengthwise,
  patchesIn,
  patchesSpilling,
  pressedHard,
  SETTING,
  strokesFor,
} from '../marks/crayon-fills.ts';
import { crayonLine } from '../marks/crayon-line.ts';
import { crisp } from '../marks/crisp.ts';
import { isFeature } from '../marks/features.ts';
import { type Hachure, hachure } from '../marks/hachure.ts';
import { asNotes } from '../marks/music-note.ts';
import { swollen } from '../marks/outline.ts';
import { rakeHand, stickLimb } from '../marks/stick-limbs.ts';
import { roundPath, trace } from '../marks/trace.ts';
import { waver } from '../marks/waver.ts';
import { pressed, TOOTH, waxStroke } from '../marks/wax.ts';
import type { Random } from '../random.ts';
import { CRAYON_STAGINGS } from '../scenes/own/crayon/index.ts';
import type { Shape } from '../shapes.ts';
import { attributes, num, pathData } from '../svg.ts';
import { type Artist, extent, type Ids } from './artist.ts';

const PAPER = '#ffffff';

const MOONLIGHT = '#ffd21f';

/** The sky band along the top is one long zigzag scribbled without lifting the crayon. */
const SKY: Hachure = { gap: 3.6, angle: -8, roughness: 2.2, skips: 0, zigzag: true };

/** A face or a hand coloured in close, strokes one way, pressed hard. */
const SKIN_STROKES: Hachure = { gap: 2.3, angle: -50, roughness: 0.9, skips: 0.25, overshoot: 2.5 };

/**
 * A thing coloured in: paper over whatever stands behind, then the colour — the setting patch by
 * patch, a face or a hand pressed in solid so every skin is itself and the face drawn on it reads, a
 * tree's crown and hair gone round in loops, a big thing in zigzags, anything else in strokes — and
 * the outline gone round twice.
 */
function colouredIn(shape: Shape, colour: string, random: Random, id: Ids): string {
  const translucent = shape.opacity !== undefined && shape.opacity < 1;
  const round = roundPath(shape.points, true, shape.smooth);
  const outline = trace(shape.points, true, shape.smooth, 2);
  const size = extent(outline);
  // The paper a thing covers lies a little inside its line, so colour laid behind runs over its edge as a child
  // colours past the line (paper to the line kept every scribble "perfectly inside each outline", review 121);
  // a face keeps its paper to the line, so the colour behind never tints a skin.
  const overrun = size > 30 && !SKINS.has(colour) && shape.part !== 'head';
  const under = overrun ? roundPath(swollen(shape.points, -3.5), true, shape.smooth) : round;
  const paper = translucent ? '' : `<path d="${under}" fill="${PAPER}"/>`;
  if (size < 7) return `${paper}<path d="${pathData(shape.points, true, shape.smooth)}" fill="${colour}"/>`;
  const band = shape.role === 'sky' && Math.max(...outline.map(([, y]) => y)) < 72;
  if (band) return paper + waxStroke(hachure(outline, random, SKY), colour, 2.6, 0.8, TOOTH[0]);
  const patches = shape.role ? SETTING[shape.role] : undefined;
  // Outdoors a dark crayon (a night sky, a lawn at night) is pressed harder and leaves little paper, or night
  // reads as snow; a room's wall stays light, so the window and its moon stand out of it.
  const dark = lightness(colour) < 0.35 && shape.role !== 'wall' && shape.role !== 'floor';
  if (patches) return paper + patchesSpilling(outline, colour, dark ? pressedHard(patches) : patches, random);
  // White on white paper cannot be coloured in: the child draws round it, a cloud in blue, white hair in grey.
  const pale = lightness(colour) > 0.9;
  const pressure = shape.opacity ?? 0.92;
  const tooth = TOOTH[Math.floor(random.next() * TOOTH.length)];
  let fill = '';
  // Skin is pressed in hard over a lighter layer: the wax strokes show, and every skin stays itself. The
  // layer under them is thin enough for the strokes to show as strokes: nearly solid, the face read as
  // "a polished vector face on a scribble".
  // A dark skin's layer is fuller: white paper between dark strokes read as the face "scribbled over" and took
  // the features with it (review 110).
  if (SKINS.has(colour) && size > 14)
    fill = `<path d="${round}" fill="${colour}" opacity="${(0.22 + (1 - lightness(colour)) * 0.7).toFixed(2)}"/>${pressed(hachure(outline, random, SKIN_STROKES), colour, 2.8, 0.95, tooth, random)}`;
  else if (SKINS.has(colour) || shape.role === 'glow') fill = `<path d="${round}" fill="${colour}" opacity="0.94"/>`;
  // Leaves go round in loops on a rounded green thing (a crown, a bush); a green door or quilt in loops read as
  // "the same curly-loop fill" stamped on everything green (review 115).
  else if (
    GREENS.has(colour) &&
    shape.smooth &&
    shape.who === undefined &&
    shape.role === undefined &&
    lengthwise(shape.points) === undefined
  )
    fill = patchesIn(outline, round, colour, LEAVES, random, id);
  else if (size > 100 && shape.who === undefined && !pale) fill = patchesIn(outline, round, colour, BIG_THING, random, id);
  // A grandchild's hair in loops; a grandparent's, close-cropped or set, coloured in like the rest.
  else if (CHILD_HAIRS.has(colour) && shape.who !== undefined && !pale)
    fill = `<path d="${round}" fill="${colour}" opacity="0.88"/>${patchesIn(outline, round, colour, HAIR_LOOPS, random, id)}`;
  // A blunt crayon or a sharp one, as it came out of the box: one width for every thing read as a filter.
  else if (!pale)
    fill = pressed(hachure(outline, random, strokesFor(shape, size, random)), colour, random.between(1.6, 3), pressure, tooth, random);
  // The colour laid a little off the line, as a hand colours in after drawing round: short of it on one side,
  // over it on the other. Laid true to every outline, the fills read as "clipped cleanly to each shape" (review 130).
  // A face keeps its colour on it, so the features drawn on it stay in the face.
  if (fill && !SKINS.has(colour) && size > 20) {
    const [turn, off] = [random.between(0, Math.PI * 2), random.between(1.5, 3) * (size > 80 ? 1.4 : 1)];
    fill = `<g transform="translate(${num(Math.cos(turn) * off)} ${num(Math.sin(turn) * off)})">${fill}</g>`;
  }
  // Someone's white clothes are drawn round in a dark crayon: in pale grey, a baby's white dress left "a head with no body".
  const edge = pale ? (shape.role === 'cloud' ? '#5b8fd6' : shape.who !== undefined ? '#4a4a4a' : '#a3a3a3') : darker(colour, 0.38);
  // The outline too, pressed harder in some strokes than others: drawn round at one width, it read as a vector line.
  return paper + fill + pressed(crayonLine(shape.points, true, shape.smooth, random), edge, 1.5, shape.opacity ?? 1, undefined, random);
}

const GREENS = new Set(['#8cc63f', '#35b04a', '#1e7a3c', '#2e5a3a']);

function drawn(shape: Shape, colour: string, random: Random, id: Ids): string {
  if (isFeature(shape)) return crayonFeature(shape, colour, random);
  // A thing drawn small (the people in a framed photo, a giraffe's patch) is coloured in like the rest: drawn
  // crisp, the photo's people read as "flat clip-art shapes" in a crayon drawing (review 128).
  if (shape.detail)
    return shape.closed && shape.who === undefined && extent(shape.points) >= 10
      ? colouredIn(shape, colour, random, id)
      : crisp(shape, colour);
  if (shape.part === 'hand' && shape.who !== undefined) {
    const { palm, r, fingers } = rakeHand(shape.points, random);
    return `<circle${attributes({ cx: palm[0], cy: palm[1], r, fill: colour })}/>${waxStroke(fingers, darker(colour, 0.3), 1.7)}`;
  }
  const stick = shape.limb && stickLimb(shape.points, random);
  // A pale limb (a grandma's light stockings) in a deeper crayon: a thin pale stick on white paper left her
  // shoes "cut off from her body" (review 131).
  if (stick) return waxStroke(stick.d, lightness(colour) > 0.6 ? darker(colour, 0.35) : colour, stick.width, undefined, TOOTH[0]);
  // A short line (a bird, a string's end) is drawn with a steadier hand than a long one, and a rigid thing (a
  // shaft, a handle) steadier and pressed harder: wobbled thin, an umbrella's shaft read as "a wobbly thread" (review 132).
  if (!shape.closed) {
    const rigid = !shape.smooth;
    const roughness = extent(shape.points) < 24 || rigid ? 0.5 : 1.2;
    return waxStroke(
      crayonLine(shape.points, false, shape.smooth, random, roughness),
      colour,
      Math.max(rigid ? 2.6 : 1.6, shape.width ?? 2),
      shape.opacity,
    );
  }
  // A face drawn round as a child draws a circle, a little lopsided: true circles read as "perfect circle heads" (review 117).
  if (shape.part === 'head' && SKINS.has(shape.colour)) {
    const outline = trace(shape.points, true, shape.smooth, 3);
    const size = extent(outline);
    return colouredIn({ ...shape, points: waver(outline, random, size * 0.05, size * 1.6), smooth: true }, colour, random, id);
  }
  // Light over a place (the inside of the fort lit by the torch) is left as paper: a child colours in things,
  // not light, and scribbled in, it buried the people inside it in scribble (review 126).
  const light = shape.opacity !== undefined && shape.opacity <= 0.5 && !shape.role && !shape.who && lightness(shape.colour) < 0.9;
  if (light && extent(shape.points) > 100) return '';
  return colouredIn(shape, colour, random, id);
}

export const crayonDoodle: Artist = {
  id: 'crayon-doodle',
  paper: PAPER,
  manner: {
    head: { young: 1.65, grown: 1.3 },
    limbs: 0.6,
    body: 'simple',
    verve: 0.4,
    oneCrayon: true,
    // Eyes wide apart and high in the round face, as a child puts them.
    face: {
      eye: 'dot',
      eyeSize: 1.2,
      whites: false,
      nose: 'none',
      cheeks: 'round',
      turn: 0,
      hair: 'spiky',
      mouth: 'doodled',
      layout: { spread: 1.14, drop: -0.04 },
    },
    freeArms: { down: 'out', hip: 'out' },
    // Arms from the sides of the body, below the big round head, as a child draws them.
    anatomy: { armsFrom: 0.3 },
  },
  staging: [1],
  stagings: CRAYON_STAGINGS,
  hand: { drift: 6, reach: 110 },
  camera: { closest: 1, childHead: 0.17, mirror: false, eyeLine: 0.5 },
  // A wall or a floor is never left as bare paper: the child picks a crayon of the colour it nearly is.
  // The moon and the stars are pressed in hard yellow, so they shine out of a dark scribbled window.
  colour: (colour, shape) => {
    if (SKINS.has(colour) || HAIRS.has(colour)) return colour;
    if (shape.role === 'glow' && shape.opacity === undefined && lightness(colour) > 0.85) return MOONLIGHT;
    // A night sky in the black crayon: in the dark blue, a grandparent's blue jumper vanished into it and left its
    // arms as "a detached stick" (review 133).
    if (shape.role === 'sky' && lightness(colour) < 0.35) return '#2b2b2b';
    // A pale tint (a window's sky-blue glass) gets the crayon of its hue too: left as paper, a window read as a blank frame.
    const tint = lightness(colour) > 0.8 && chroma(colour) > 0.18;
    return crayonFor(shape.role === 'wall' || shape.role === 'floor' || tint ? saturate(colour, 2.2) : colour);
  },
  // Notes are written as notes, a flag on each stem: a dot on a stick scribbled black read as a spider.
  stage: (layers, random) =>
    childSky({ ...layers, back: asNotes(layers.back), middle: asNotes(layers.middle), front: asNotes(layers.front) }, random),
  marks: drawn,
};
