// Classic Storybook: a mid-century pen-and-ink illustrator. Contours drawn with a dip pen whose line
// swells on the shadow side and thins to a hair in the light, hatching laid on the shadow side of each
// thing (crossed where it is darkest), muted washes laid inside the lines by a quick hand on cream
// paper; a sky ruled in pen, grass in tufts, floorboards in lines, a room's corners hatched dark;
// elegant, long-limbed figures seen from a little way off, staged from the other side, in a plate with
// a ruled double border.
import { lightness, mix, saturate } from '../colour.ts';
import { SKIN } from '../figures/palette.ts';
import { clipToFrame } from '../frame-clip.ts';
import { contour, onFrame, thickness } from '../marks/contour.ts';
import { hatchStrokes } from '../marks/hatching.ts';
import { inkLine, type Pen } from '../marks/ink.ts';
import { relativePath, segmentsPath, smoothPath } from '../marks/path.ts';
import { boards, corners, cumulus, nightSky, rays, ripples, ruledSky, tufts } from '../marks/pen-settings.ts';
import { washInside } from '../marks/pen-wash.ts';
import type { Random } from '../random.ts';
import { HEIGHT, type Point, ribbon, type Shape, WIDTH } from '../shapes.ts';
import { attributes, pathData } from '../svg.ts';
import { type Artist, framed } from './artist.ts';

const INK = '#2a2420';
const CREAM = '#f3ead3';
const OCHRE = '#b08a4a';
const SKINS = new Set(Object.values(SKIN));
/** Strokes up and to the right, as a right hand hatches; the crossing pass runs down and to the right. */
const HATCH = -Math.PI / 3;
const CROSS = Math.PI / 7;
/** Below this perimeter a thing is drawn with a plain pen line: a swelling ribbon would not show. */
const SMALL = 48;

const strokesPath = (strokes: [Point, Point][], width = 0.6, opacity = 0.8) =>
  strokes.length
    ? `<path d="${segmentsPath(strokes)}" fill="none" stroke="${INK}" stroke-width="${width}" stroke-opacity="${opacity}" stroke-linecap="round"/>`
    : '';
const inkPath = (d: string, opacity = 1) => (d ? `<path d="${d}" fill="${INK}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''}/>` : '');
const pen = (weight: number, thin = 0.3): Pen => ({ weight, thin, taper: 7 });

/** The shadow side of a thing in pen strokes: denser for darker things, crossed for the darkest. */
function shading(shape: Shape, outline: Point[], size: number, random: Random): string {
  if (size < 3 || SKINS.has(shape.colour)) return '';
  const tone = 1 - lightness(shape.colour);
  const spacing = 4.8 - 2 * tone;
  const depth = Math.min(26, size * (0.3 + 0.6 * tone));
  const strokes = hatchStrokes(outline, { angle: HATCH + random.jitter(0.12), spacing, depth }, random);
  if (tone > 0.5) strokes.push(...hatchStrokes(outline, { angle: CROSS, spacing: spacing * 1.2, depth: size * 0.35 * tone }, random));
  return strokesPath(strokes);
}

/** Eyes, brows, mouths and glasses stay crisp; a cast shadow becomes a few level pen strokes, not a grey blob. */
function detailMarks(shape: Shape, random: Random): string {
  if (shape.opacity !== undefined && shape.colour === '#000000')
    return strokesPath(
      hatchStrokes(contour(shape.points, true, shape.smooth, 4), { angle: 0, spacing: 2.4, depth: Infinity }, random),
      0.6,
      0.7,
    );
  const d = pathData(shape.points, shape.closed, shape.smooth);
  return shape.closed
    ? `<path d="${d}"${attributes({ fill: shape.colour, opacity: shape.opacity })}/>`
    : `<path d="${d}"${attributes({ fill: 'none', stroke: shape.colour, 'stroke-width': shape.width, 'stroke-linecap': 'round' })}/>`;
}

/** The setting's own marks over its wash: ruled sky, hatched corners, boards, tufts, an inked skyline. */
function settingMarks(shape: Shape, outline: Point[], random: Random): string {
  switch (shape.role) {
    case 'sky':
      return lightness(shape.colour) < 0.4
        ? strokesPath(nightSky(outline, HATCH, random), 0.6, 0.7)
        : strokesPath(ruledSky(outline, random), 0.5, 0.5);
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
    head: { young: 1.02, grown: 0.9 },
    limbs: 0.82,
    body: 'modelled',
    verve: 0.1,
    face: { eye: 'almond', eyeSize: 0.95, whites: false, nose: 'line', cheeks: 'soft' },
  },
  camera: { closest: 1.9, childHead: 0.145, mirror: true, eyeLine: 0.54 },
  // Muted, warm washes: each colour loses some brilliance and leans toward ochre, then thins on cream
  // (light colours thin most; a night sky keeps its depth).
  colour: (colour) =>
    SKINS.has(colour) ? mix(colour, CREAM, 0.1) : mix(mix(saturate(colour, 0.9), OCHRE, 0.08), CREAM, 0.1 + 0.25 * lightness(colour)),
  stage(layers, random) {
    // Clouds are redrawn as a pen draws them: puffs in a row over a flat base.
    const redraw = (shape: Shape): Shape => {
      if (shape.role !== 'cloud') return shape;
      const xs = shape.points.map(([x]) => x);
      const ys = shape.points.map(([, y]) => y);
      const outline = cumulus(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys), random);
      return { ...shape, points: outline.map(([x, y]) => framed(x, y)), smooth: true };
    };
    return { back: layers.back.map(redraw), middle: layers.middle.map(redraw), front: layers.front.map(redraw) };
  },
  marks(shape, colour, random) {
    if (shape.detail) return detailMarks(shape, random);
    if (!shape.closed) {
      const width = shape.width ?? 2;
      // A broad line (a stripe, a window bar) is a band with inked edges; a fine one is a pen line.
      // A light line (a ripple, a glint) is a fine, pale pen stroke.
      const light = lightness(shape.colour) > 0.75;
      if (width < 3)
        return inkPath(
          inkLine(contour(shape.points, false, shape.smooth, 5), false, pen(width * (light ? 0.45 : 0.9), 0.5), random),
          light ? 0.6 : 1,
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
      const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(shape.colour.slice(at, at + 2), 16));
      const water = b > r && b > g ? strokesPath(ripples(outline, random), 0.6, 0.6) : '';
      return `<path d="${d}" fill="${colour}"/>${water}${inkPath(inkLine(outline, true, pen(1.6, 0.35), random))}`;
    }
    const size = thickness(outline);
    // The colour stops short of the line here and there, where the wash thins toward paper: under it a
    // pale patch of the same colour hides what stands behind.
    const inset = Math.min(2.6, size * 0.16);
    // The lit side is a hairline drawn round that patch; the pen swells only on the shadow side.
    const hairline = `<path d="${d}" fill="${inset < 0.6 ? colour : mix(colour, CREAM, 0.65)}" stroke="${INK}" stroke-width="0.7"/>`;
    const wash = inset < 0.6 ? '' : `<path d="${fillPath(washInside(cut ? outline : shape.points, inset, random))}" fill="${colour}"/>`;
    return (
      hairline +
      wash +
      shading(shape, outline, size, random) +
      inkPath(inkLine(outline, true, pen(Math.min(3.2, 1.7 + size * 0.07), 0), random))
    );
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
