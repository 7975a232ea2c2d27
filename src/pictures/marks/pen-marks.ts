// The pen-and-ink illustrator's marks on a thing: the ink itself (a dip pen's swelling line, fine
// strokes), hatching that follows a thing's shadow side (crossed where it is darkest, a line or two at a
// face's far edge, a crossed patch under the chin), and the features and cast shadows in pen.
import { lightness } from '../colour.ts';
import { SKINS } from '../figures/palette.ts';
import type { Random } from '../random.ts';
import { ellipse, type Point, type Shape } from '../shapes.ts';
import { contour } from './contour.ts';
import { crisp } from './crisp.ts';
import { dab, isFeature } from './features.ts';
import { formHatching } from './form-hatching.ts';
import { hatchStrokes } from './hatching.ts';
import { inkLine, type Pen } from './ink.ts';
import { relativePath, segmentsPath } from './path.ts';

export const INK = '#2a2420';
/** Strokes up and to the right, as a right hand hatches; the crossing pass runs down and to the right. */
export const HATCH = -Math.PI / 3;
export const CROSS = Math.PI / 7;
export const strokesPath = (strokes: [Point, Point][], width = 0.6, opacity = 0.8) =>
  strokes.length
    ? `<path d="${segmentsPath(strokes, true)}" fill="none" stroke="${INK}" stroke-width="${width}" stroke-opacity="${opacity}" stroke-linecap="round"/>`
    : '';
export const inkPath = (d: string, opacity = 1, ink = INK) =>
  d ? `<path d="${d}" fill="${ink}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''}/>` : '';
export const pen = (weight: number, thin = 0.3): Pen => ({ weight, thin, taper: 7 });

export const curvesPath = (curves: Point[][], width: number, opacity: number) =>
  curves.length
    ? `<path d="${curves.map((curve) => relativePath(curve, false)).join('')}" fill="none" stroke="${INK}" stroke-width="${width}" stroke-opacity="${opacity}" stroke-linecap="round"/>`
    : '';

/** The shadow a head casts on the collar under it: a small crossed patch just below the chin, darker to the right. */
function chinShadow(outline: Point[], random: Random): string {
  const xs = outline.map(([x]) => x);
  const ys = outline.map(([, y]) => y);
  const [left, right, bottom] = [Math.min(...xs), Math.max(...xs), Math.max(...ys)];
  const width = right - left;
  if (width < 14) return '';
  const patch = contour(ellipse(left + width * 0.56, bottom + width * 0.07, width * 0.26, width * 0.07, INK).points, true, true, 3);
  return strokesPath(
    [
      ...hatchStrokes(patch, { angle: HATCH, spacing: 1.8, depth: Infinity }, random),
      ...hatchStrokes(patch, { angle: CROSS, spacing: 2.2, depth: width * 0.12 }, random),
    ],
    0.5,
    0.75,
  );
}

/**
 * The shadow side of a thing in pen strokes that curve with its outline: denser and deeper for darker
 * things, crossed for the darkest; a face gets only a line or two at its far edge, so it stays a face.
 */
export function shading(shape: Shape, outline: Point[], size: number, weight: number, random: Random): string {
  if (size < 3) return '';
  // The strokes begin clear of the contour's swelling ink, or it would swallow them.
  const from = weight * 0.45;
  if (SKINS.has(shape.colour))
    return shape.part === 'head'
      ? curvesPath(formHatching(outline, { spacing: 2.2, depth: Math.min(6, size * 0.25), crossed: false, from }, random), 0.5, 0.5) +
          chinShadow(outline, random)
      : '';
  const tone = 1 - lightness(shape.colour);
  const spacing = 2.9 - 1.1 * tone;
  const depth = Math.min(24, size * 0.5 - from, size * (0.35 + 0.6 * tone));
  return curvesPath(formHatching(outline, { spacing, depth, crossed: tone > 0.35, from }, random), 0.6, 0.85);
}

/** Eyes, brows, mouths and glasses in pen; a cast shadow becomes a few level pen strokes, not a grey blob. */
export function detailMarks(shape: Shape, random: Random): string {
  if (shape.opacity !== undefined && shape.colour === '#000000') {
    // Level strokes across the whole shadow, crossed where it is deepest: its middle, under the thing.
    const outline = contour(shape.points, true, shape.smooth, 4);
    const [cx, cy] = outline.reduce(([x, y], [px, py]) => [x + px / outline.length, y + py / outline.length], [0, 0]);
    const core = outline.map(([x, y]): Point => [cx + (x - cx) * 0.6, cy + (y - cy) * 0.6]);
    return strokesPath(
      [
        ...hatchStrokes(outline, { angle: 0, spacing: 2.2, depth: Infinity }, random),
        ...hatchStrokes(core, { angle: HATCH, spacing: 2.6, depth: Infinity }, random),
      ],
      0.6,
      0.75,
    );
  }
  // Features inked with the same dip pen: a line that swells and tapers, an eye a dab of ink.
  if (!isFeature(shape)) return crisp(shape);
  if (shape.closed) return dab(shape, shape.colour, random, 0.07);
  return inkPath(
    inkLine(contour(shape.points, false, shape.smooth, 2), false, pen((shape.width ?? 1.5) * 1.2, 0.4), random),
    1,
    shape.colour,
  );
}
