// Classic Storybook: a mid-century pen-and-ink illustrator. Contours drawn with a dip pen whose line
// swells on the shadow side and thins to a hair in the light, hatching laid on the shadow side of each
// thing (crossed where it is darkest), muted washes laid inside the lines by a quick hand on cream
// paper; a sky washed deeper at the top, grass in tufts, floorboards in perspective, a room's corners hatched dark;
// elegant, long-limbed figures seen from a little way off, staged from the other side, in a plate with
// a ruled double border.

import { bluish, lightness, mix, saturate } from '../colour.ts';
import { SKINS } from '../figures/palette.ts';
import { clipToFrame } from '../frame-clip.ts';
import { contactShadows } from '../marks/contact-shadows.ts';
import { contour, onFrame, thickness } from '../marks/contour.ts';
import { inkLine } from '../marks/ink.ts';
import { asNotes } from '../marks/music-note.ts';
import { relativePath, smoothPath } from '../marks/path.ts';
import { penHair } from '../marks/pen-hair.ts';
import { CROSS, curvesPath, detailMarks, HATCH, INK, inkPath, pen, shading, strokesPath } from '../marks/pen-marks.ts';
import { boards, corners, cumulus, nightSky, rays, ripples, tufts } from '../marks/pen-settings.ts';
import { washInside } from '../marks/pen-wash.ts';
import { skyWash } from '../marks/sky-wash.ts';
import { waver } from '../marks/waver.ts';
import type { Random } from '../random.ts';
import { STORYBOOK_STAGINGS } from '../scenes/own/storybook/index.ts';
import { HEIGHT, type Point, ribbon, type Shape, WIDTH } from '../shapes.ts';
import { type Artist, framed } from './artist.ts';

const CREAM = '#f3ead3';
const OCHRE = '#b08a4a';
/** Below this perimeter a thing is drawn with a plain pen line: a swelling ribbon would not show. */
const SMALL = 48;
/** How far below the top a cloud's puffs begin: clear of the plate's double rule. */
const CLEAR = 22;

/** The setting's own marks over its wash: a washed sky, hatched corners, boards, tufts, an inked skyline. */
function settingMarks(shape: Shape, outline: Point[], random: Random): string {
  switch (shape.role) {
    case 'sky': {
      if (lightness(shape.colour) < 0.4) return strokesPath(nightSky(outline, HATCH, random), 0.6, 0.7);
      const { washes, strokes } = skyWash(outline, random);
      const colour = mix(saturate(shape.colour, 0.8), CREAM, 0.25);
      return (
        washes.map((wash) => `<path d="${relativePath(wash, true)}" fill="${colour}" fill-opacity="0.3"/>`).join('') +
        curvesPath(strokes, 0.6, 0.45)
      );
    }
    case 'wall':
      return shape.opacity === undefined ? strokesPath(corners(outline, [HATCH, CROSS], random), 0.6, 0.55) : '';
    case 'floor':
      return strokesPath(boards(outline, random), 0.6, 0.6);
    case 'ground':
      return inkPath(inkLine(outline, true, pen(1.5, 0.35), random)) + strokesPath(tufts(outline, random), 0.7, 0.7);
    case 'far':
    case 'cloud':
      return inkPath(inkLine(outline, true, pen(shape.role === 'far' ? 1.3 : 1.1, 0.3), random));
    default:
      return '';
  }
}

export const classicStorybook: Artist = {
  id: 'classic-storybook',
  paper: CREAM,
  manner: {
    head: { young: 1.02, grown: 0.86 },
    limbs: 0.76,
    body: 'modelled',
    verve: 0.1,
    build: { waist: 0.8, hips: 0.88 },
    // Small elegant hands with long closed fingers, and small feet, under the long mid-century figure.
    anatomy: { hand: 'slender', foot: 0.78 },
    // Composed, mid-century figures: a free hand rests clasped in front rather than on a hip.
    freeArms: { hip: 'clasp', out: 'down' },
    // A long, elegant face narrowing to the chin, and half-moon reading spectacles low on the nose.
    face: {
      eye: 'almond',
      eyeSize: 0.95,
      whites: false,
      nose: 'line',
      cheeks: 'soft',
      skull: { width: 0.88, jaw: 1.14 },
      frames: 'half',
      hair: 'locks',
      // Close-set eyes under a high brow, the features small in the long face.
      layout: { spread: 0.86, drop: 0.04 },
    },
  },
  staging: [1],
  stagings: STORYBOOK_STAGINGS,
  hand: { drift: 2.5, reach: 150 },
  camera: { closest: 1.75, childHead: 0.135, mirror: true, eyeLine: 0.44, lens: { depth: 0.9, shift: -0.12 } },
  // Muted, warm washes: each colour loses some brilliance and leans toward ochre, then thins on cream
  // (light colours thin most; a night sky keeps its depth).
  colour: (colour) =>
    SKINS.has(colour) ? mix(colour, CREAM, 0.1) : mix(mix(saturate(colour, 0.9), OCHRE, 0.08), CREAM, 0.1 + 0.25 * lightness(colour)),
  stage(scene, random) {
    // A shadow wherever someone stands or sits, so nobody hovers over the floor.
    const layers = contactShadows(scene);
    // Clouds are redrawn as a pen draws them: puffs in a row over a flat base, kept clear of the plate's
    // border (a cloud half under the margin would show as a tab on the rule). Notes are written as notes.
    const redraw = (shape: Shape): Shape => {
      if (shape.role !== 'cloud') return shape;
      const xs = shape.points.map(([x]) => x);
      const ys = shape.points.map(([, y]) => y);
      const lower = Math.max(0, CLEAR - Math.min(...ys));
      const outline = cumulus(Math.min(...xs), Math.min(...ys) + lower, Math.max(...xs), Math.max(...ys) + lower, random);
      return { ...shape, points: outline.map(([x, y]) => framed(x, y)), smooth: true };
    };
    const set = (shapes: Shape[]) => asNotes(shapes.map(redraw));
    return { back: set(layers.back), middle: set(layers.middle), front: set(layers.front) };
  },
  marks(shape, colour, random) {
    if (shape.detail) return detailMarks(shape, random);
    if (!shape.closed) {
      const width = shape.width ?? 2;
      // A broad line (a stripe, a window bar) is a band with inked edges; a fine one is a pen line.
      // A light line (a ripple, a glint, a note's stem in the dark) is a fine stroke in its own colour.
      const light = lightness(shape.colour) > 0.75;
      if (width < 3)
        return inkPath(
          inkLine(contour(shape.points, false, shape.smooth, 5), false, pen(width * (light ? 0.7 : 0.9), 0.5), random),
          light ? 0.85 : 1,
          light ? colour : INK,
        );
      const band = ribbon(shape.points, width, width, shape.colour, { role: shape.role, who: shape.who });
      return clipToFrame(band)
        .map((piece) => classicStorybook.marks(piece, colour, random, String))
        .join('');
    }
    const outline = contour(shape.points, true, shape.smooth, shape.role ? 10 : 6);
    // Fills follow the shape's own points (short path data) unless the frame cut a curve: then the cut edge.
    const cut = shape.smooth && shape.points.some(onFrame);
    const fillPath = (points: Point[]) => (cut || !shape.smooth ? relativePath(points, true) : smoothPath(points));
    const d = fillPath(cut ? outline : shape.points);
    // A star, a moon or the sun is left almost paper, ringed in a fine line (a sun with rays); lamplight is a thin wash.
    if (shape.role === 'glow' && shape.opacity === undefined)
      return `<path d="${d}" fill="${mix(colour, CREAM, 0.5)}" stroke="${INK}" stroke-width="0.6"/>${strokesPath(rays(outline, random), 0.9, 0.8)}`;
    if (shape.role === 'glow' || (shape.opacity !== undefined && shape.role !== 'cloud'))
      return `<path d="${d}" fill="${colour}" fill-opacity="${Math.min(0.5, shape.opacity ?? 0.4)}"/>`;
    // A day sky and clouds are mostly paper; a night sky is a middling wash the pen darkens.
    const pale = shape.role === 'cloud' || shape.role === 'sky';
    const night = shape.role === 'sky' && lightness(shape.colour) < 0.4;
    const ground = night ? mix(shape.colour, CREAM, 0.22) : pale ? mix(colour, CREAM, 0.55) : colour;
    if (shape.role) return `<path d="${d}" fill="${ground}"/>${settingMarks(shape, outline, random)}`;
    let perimeter = 0;
    for (let index = 1; index < outline.length; index++)
      perimeter += Math.hypot(outline[index][0] - outline[index - 1][0], outline[index][1] - outline[index - 1][1]);
    if (perimeter < SMALL) return `<path d="${d}" fill="${colour}" stroke="${INK}" stroke-width="0.9"/>`;
    // A surface the frame cuts on both sides (a lake, a field of snow) is a setting: washed, inked, and water rippled.
    const xs = shape.points.map(([x]) => x);
    if (Math.min(...xs) <= 0.6 && Math.max(...xs) >= WIDTH - 0.6) {
      const water = bluish(shape.colour) ? strokesPath(ripples(outline, random), 0.6, 0.6) : '';
      return `<path d="${d}" fill="${colour}"/>${water}${inkPath(inkLine(outline, true, pen(1.6, 0.35), random))}`;
    }
    const size = thickness(outline);
    // The colour stops short of the line here and there, where the wash thins toward paper: under it a
    // pale patch of the same colour hides what stands behind.
    const inset = Math.min(2.6, size * 0.16);
    // The lit side is a hairline drawn round that patch; the pen swells only on the shadow side.
    const patch = `<path d="${d}" fill="${inset < 0.6 ? colour : mix(colour, CREAM, 0.65)}"`;
    const hairline = `${patch} stroke="${INK}" stroke-width="0.5"/>`;
    const wash = inset < 0.6 ? '' : `<path d="${fillPath(washInside(cut ? outline : shape.points, inset, random))}" fill="${colour}"/>`;
    const weight = Math.min(3, 1.1 + size * 0.05);
    // Hair (and a beard): strands over the wash, the crown inked, the fringe left open.
    if (shape.who !== undefined && shape.part === 'head' && !SKINS.has(shape.colour)) {
      const { crown, strands } = penHair(outline, size, random);
      return `${patch}/>${wash}${curvesPath(strands, 0.5, 0.7)}${crown.map((run) => inkPath(inkLine(run, false, pen(weight, 0.3), random))).join('')}`;
    }
    // The pen wavers off the drawn edge a little, as a hand does; the hairline round the wash keeps to it.
    const inked = inkLine(waver(outline, random, Math.min(1.1, 0.3 + size * 0.02), 46), true, pen(weight, 0), random);
    return hairline + wash + shading(shape, outline, size, weight, random) + inkPath(inked);
  },
  finish() {
    // A plate: cream margin round the picture and a ruled double border, the outer rule heavier.
    const [outer, inner] = [7, 11];
    const rule = (inset: number, width: number) =>
      `<rect x="${inset}" y="${inset}" width="${WIDTH - 2 * inset}" height="${HEIGHT - 2 * inset}" fill="none" stroke="${INK}" stroke-width="${width}"/>`;
    const margin = `M0 0H${WIDTH}V${HEIGHT}H0ZM${outer} ${outer}V${HEIGHT - outer}H${WIDTH - outer}V${outer}Z`;
    return `<path d="${margin}" fill="${CREAM}" fill-rule="evenodd"/>${rule(outer, 1.8)}${rule(inner, 0.6)}`;
  },
};
