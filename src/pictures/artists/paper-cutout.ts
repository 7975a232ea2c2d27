// Paper Cut-Out: the family and their world cut from a few sheets of coloured paper and laid on a
// card: straight scissor cuts round every shape (curves become facets), no outline anywhere, each
// piece a little raised so it casts a small shadow down and to the right, fibres of grain in every
// sheet but skin. The cutter lays the whole moment out the other way round as a layered diorama
// (paper-layers.ts) inside a card mount whose edge shadows the picture.
import { mix } from '../colour.ts';
import { HAIRS, SKINS } from '../figures/palette.ts';
import { contactShadows } from '../marks/contact-shadows.ts';
import { crisp } from '../marks/crisp.ts';
import { cutOutline, cutPiece, rimBehind, shadeCut, tornEdge } from '../marks/cut-paper.ts';
import { isFeature } from '../marks/features.ts';
import { asNotes } from '../marks/music-note.ts';
import { spanOf } from '../marks/outline.ts';
import { dollHand, dollLimb } from '../marks/paper-doll.ts';
import { paperLayers } from '../marks/paper-layers.ts';
import { BACKDROP, fibres, sheetFor } from '../marks/paper-sheets.ts';
import { roundPath } from '../marks/trace.ts';
import type { Random } from '../random.ts';
import { PAPER_STAGINGS } from '../scenes/own/paper/index.ts';
import { band, HEIGHT, type Point, ribbon, type Shape, WIDTH } from '../shapes.ts';
import { attributes } from '../svg.ts';
import { type Artist, extent, type Ids } from './artist.ts';

const CARD = '#efe4cc';
/** The pale inside of a coloured sheet, which a tear lays bare (tinted by the sheet, so a night hill's is no white line). */
const TORN_CORE = '#fbf6ea';
/** The brass paper fastener that pins a doll's limb at the joint. */
const PIN = '#b8923a';

/** How far a piece stands off the one below: the sky is the card itself, hills and things stand a little proud. */
function liftOf(shape: Shape, size: number): number {
  // The sky or the wall from the top of the picture is the sheet everything is laid on.
  if ((shape.role === 'sky' || shape.role === 'wall') && Math.min(...shape.points.map(([, y]) => y)) < 1) return 0;
  if (shape.role === 'far' || shape.role === 'ground' || shape.role === 'floor') return 3.4;
  // A person is built up in layers, each standing a different height off the one below: a near arm laid over
  // the body the most, the head next, legs the least. One lift for every piece read as "the same drop shadow
  // on every shape" (review 115).
  if (shape.who !== undefined) return shape.nearArm ? 2.6 : shape.part === 'head' ? 2.1 : shape.part === 'leg' ? 1.2 : 1.6;
  return Math.min(3.4, Math.max(1.4, size / 30));
}

/** A face is laid on a paler rim, so it stands clear of a dark room; clothes get a darker second piece on their shade side. */
function layered(shape: Shape, outline: Point[], colour: string, laid: string, random: Random): string {
  if (shape.part === 'head' && SKINS.has(colour))
    return `<path d="${roundPath(rimBehind(outline, 1.8), true, false)}" fill="${mix(colour, '#fff6e0', 0.5)}"/>${laid}`;
  if (shape.who === undefined || shape.part !== undefined || HAIRS.has(colour) || extent(outline) < 22) return laid;
  // A low, wide piece (a skirt spread over knees on the floor) is laid flat: shaded round its far side, it read as
  // "a brown boulder" (reviews 137, 142).
  const [width, height] = spanOf(outline);
  if (width > height * 1.4) return laid;
  const shade = shadeCut(outline, random);
  return shade.length < 3 ? laid : `${laid}<path d="${roundPath(shade, true, false)}" fill="${mix(colour, '#2a1c10', 0.22)}"/>`;
}

/**
 * An eye, a brow, a smile or a pair of glasses cut from a scrap of paper and stuck on the face: a dot in a
 * few short snips, a line as a sliver that swells in the middle and comes to points at its ends, each
 * lifted a hair so it casts the smallest shadow. Drawn in pen, the features read as "vector faces on paper".
 */
function cutFeature(shape: Shape, colour: string, random: Random): string {
  const width = Math.max(1.6, (shape.width ?? 1.5) * 1.25);
  const count = shape.points.length;
  const sliver = (index: number) => width * (0.45 + 0.75 * Math.sin((Math.PI * index) / Math.max(1, count - 1)));
  const source = shape.closed
    ? shape
    : band(
        shape.points,
        shape.points.map((_, index) => sliver(index)),
        colour,
      );
  // A dot or a mouth in many small snips, so it keeps its shape (in a few, an open mouth read as a moustache).
  const outline = cutOutline(source.points, true, source.smooth, random, shape.closed ? 1.5 : 3, shape.closed ? 0.05 : 0.2);
  return cutPiece(outline, colour, shape.closed ? 0 : 0.5, shape.opacity);
}

/** A shape cut from its sheet and laid down: a line as a thin strip, skin from smooth paper, clothes with a shade piece, grain. */
function cut(shape: Shape, colour: string, random: Random, id: Ids): string {
  if (shape.detail) return crisp(shape, colour);
  // A line is a thin strip of paper.
  const source = shape.closed
    ? shape
    : ribbon(shape.points, Math.max(1.6, shape.width ?? 2), Math.max(1.6, shape.width ?? 2), shape.colour);
  const size = extent(source.points);
  // Scissors go round a cloud, a scalloped sky or a small thing (a heart) in short cuts, along a long straight edge in long ones.
  const step = shape.role === 'cloud' || shape.role === 'sky' ? 7 : size > 120 ? 16 : size < 30 ? 5 : 9;
  const outline = cutOutline(source.points, true, source.smooth, random, step, size > 30 ? 0.9 : 0.5);
  const laid = layered(shape, outline, colour, cutPiece(outline, colour, liftOf(shape, size), shape.opacity), random);
  // Some far hills are torn, not cut: the paper's white core shows along their top. Every hill torn read as
  // "the same white torn edge" on every strip (review 122).
  const torn =
    shape.role === 'far' && random.next() < 0.5
      ? `<path d="${roundPath(tornEdge(outline, random), true, false)}" fill="${mix(colour, TORN_CORE, 0.6)}"/>`
      : '';
  // No fibres across a face or a hand: skin is cut from smooth paper.
  if (shape.opacity !== undefined || shape.part !== undefined) return torn + laid;
  return torn + laid + fibres(shape, outline, colour, random, id);
}

function piece(shape: Shape, colour: string, random: Random, id: Ids): string {
  if (isFeature(shape)) return cutFeature(shape, colour, random);
  // A person's limbs as a paper doll's: strips pinned at the joint, and a hand a round piece.
  const doll = shape.limb && dollLimb(shape.points);
  if (doll) {
    const strips = doll.strips.map((points) => cut({ ...shape, points, smooth: false }, colour, random, id)).join('');
    return `${strips}<circle${attributes({ cx: doll.pin[0], cy: doll.pin[1], r: 1.3, fill: PIN })}/>`;
  }
  if (shape.part === 'hand' && shape.who !== undefined) return cut({ ...shape, points: dollHand(shape.points) }, colour, random, id);
  return cut(shape, colour, random, id);
}

/** The card mount: a border round the picture whose inner edge shadows the picture below it. */
function mount(): string {
  const [inset, shade] = [9, 4];
  const [right, bottom] = [WIDTH - inset, HEIGHT - inset];
  const border = `M0 0H${WIDTH}V${HEIGHT}H0ZM${inset} ${inset}V${bottom}H${right}V${inset}Z`;
  const shadow = `M${inset} ${inset}H${right}l-${shade} ${shade}H${inset + shade}V${bottom - shade}l-${shade} ${shade}Z`;
  return `<path d="${shadow}" fill="#2a1c10" fill-opacity="0.28"/><path d="${border}" fill="${CARD}" fill-rule="evenodd"/>`;
}

export const paperCutout: Artist = {
  id: 'paper-cutout',
  paper: CARD,
  manner: {
    head: { young: 1.6, grown: 1.25 },
    limbs: 1.15,
    body: 'simple',
    verve: 0.2,
    // Cut paper's joy is a stiff arm flung out (flung up, it rose from behind a big head).
    freeArms: { hip: 'out' },
    // Button eyes set wide and a little low, as paper pieces are laid on a round face.
    face: {
      eye: 'button',
      eyeSize: 1.1,
      whites: false,
      nose: 'none',
      cheeks: 'round',
      hair: 'snipped',
      mouth: 'cut',
      layout: { spread: 1.08, drop: 0.08 },
    },
  },
  staging: [2, 0],
  stagings: PAPER_STAGINGS,
  hand: { drift: 3, reach: 120 },
  camera: { closest: 1.05, childHead: 0.2, mirror: true, eyeLine: 0.48, lens: { depth: 1.1, shift: 0.15 } },
  // The setting's strips (sky, hills, wainscot) are tints the stage chose from one backdrop sheet each.
  colour: (colour, shape) =>
    SKINS.has(colour) || HAIRS.has(colour) || (shape.role !== undefined && BACKDROP.has(shape.role)) ? colour : sheetFor(colour),
  // A shadow under everyone standing or sitting on something: a cut-out with nothing under it hovers.
  // Notes cut in the notation's own shape: a small round head cut as paper read as "a broken l" (review 99).
  stage: (layers, random) => {
    const noted = { ...layers, back: asNotes(layers.back), middle: asNotes(layers.middle), front: asNotes(layers.front) };
    return paperLayers(contactShadows(noted), random);
  },
  marks: piece,
  finish: mount,
};
