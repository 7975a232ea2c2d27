// Watercolour washes on a thing and on the setting: a solid thing's patch of pale first wash under
// layered washes that run past the line and pool at their rims, with the pencil showing through; a broad
// area of the setting as washes that fade into paper, mottled, granulating where its pigment would.

import { extent, type Ids } from '../artists/artist.ts';
import { clamp } from '../clamp.ts';
import { bluish, darker, lighter, lightness, mix } from '../colour.ts';
import { SKINS } from '../figures/palette.ts';
import type { Random } from '../random.ts';
import type { Point, Shape } from '../shapes.ts';
import { attributes } from '../svg.ts';
import { clipId } from './clip.ts';
import { layeredWash } from './layered-wash.ts';
import { centreOf, contains, spanOf, traced } from './outline.ts';
import { pencil } from './pencil.ts';
import { relativePath } from './relative-path.ts';
import { granulation } from './speckles.ts';
import { deformed, mottled, softWash, wash } from './wash.ts';

export const PAPER = '#fdfaf3';
const PENCIL = '#6b6055';
/** Cast shadows: ultramarine and a little violet. */
export const SHADE = '#4a4f8c';
const _clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * How much pigment a wash carries: pale colours are mostly water, dark ones need more paint to read;
 * skin is always painted, so even the lightest face is a warm tint and never the bare paper.
 */
const strength = (colour: string, skin: boolean) => Math.max(skin ? 0.85 : 0, 0.55 + (1 - lightness(colour)) * 0.4);

/** Tints a painter drops into a wet wash: the colour warmer, cooler, deeper. */
const tintsOf = (colour: string) => [darker(colour, 0.18), mix(colour, '#b0704f', 0.18), mix(colour, '#4f6fa8', 0.18)];

/**
 * A solid thing: its own patch of pale first wash (nothing behind shows through), the colour laid over it in
 * layered washes that run past the line and pool at their rims, a shadow glaze on the lower right (a
 * face only a little, so it stays clear), a tint dropped into big ones, and the pencil line showing
 * through over it all.
 */
export function solidWash(shape: Shape, colour: string, random: Random): string {
  const d = relativePath(shape.points, true, true, shape.smooth);
  const size = extent(shape.points);
  const outline = traced(shape.points, true, shape.smooth, clamp(size / 2.8, 2.5, 30));
  // The patch is the palest first wash of the thing's own colour, not bare paper: where the layers over
  // it stop short of its edge, bare paper showed as a white rim round a cut-out sticker.
  let marks = `<path d="${d}" fill="${mix(colour, PAPER, 0.45)}"/>${layeredWash(outline, random, {
    colour,
    pool: darker(colour, 0.4),
    shade: mix(darker(colour, 0.3), SHADE, 0.3),
    strength: strength(colour, SKINS.has(shape.colour)),
    modelling: shape.part === 'head' ? 0.8 : 1,
  })}`;
  if (size >= 70) marks += mottled(outline, random, 1, tintsOf(colour), size * 0.3);
  // Now and then a bloom where water ran back into the drying wash: every wash drying flat and even read as "no
  // pooling or blooms of paint" (review 131). In the setting only: on someone's clothes it read as "worn-patch
  // blotches stamped on different clothes" (review 136).
  if (size >= 60 && shape.who === undefined && random.next() < 0.45) marks += bloom(outline, random, colour);
  // The pencil shows through the transparent paint, so it is drawn over it, faint: lighter or darker as the
  // hand pressed, gone over twice on a few big things only, and left out on some of the setting. The same
  // doubled line round every shape read as "a wobble laid evenly on everything".
  if (size >= 12 && (shape.who !== undefined || random.next() < 0.6)) {
    const twice = size > 60 && random.next() < 0.35;
    marks += pencil(d, shape.points, random, {
      colour: PENCIL,
      width: random.between(0.5, 0.8),
      opacity: random.between(0.22, 0.42),
      twice,
    });
  }
  return marks;
}

/**
 * A bloom (a backrun): a ragged patch inside the wash, paler where the water pushed the pigment out, with a
 * darker frilled rim where it settled. Left out where it would cross the thing's edge.
 */
export function bloom(outline: readonly Point[], random: Random, colour: string): string {
  const [width, height] = spanOf(outline);
  // In a narrow thing (a leg, a post) it read as a worn patch.
  if (Math.min(width, height) < 40) return '';
  const [cx, cy] = centreOf(outline);
  const centre: Point = [cx + random.jitter(width * 0.2), cy + random.jitter(height * 0.2)];
  const radius = Math.min(width, height) * random.between(0.12, 0.2);
  const ring = Array.from({ length: 10 }, (_, index): Point => {
    const [angle, reach] = [(index / 10) * Math.PI * 2, radius * random.between(0.7, 1.25)];
    return [centre[0] + Math.cos(angle) * reach, centre[1] + Math.sin(angle) * reach];
  });
  const edge = deformed(ring, random, 2, 0.6, radius * 0.35);
  if (!edge.every((point) => contains(outline, point))) return '';
  return `<path d="${relativePath(edge, true, false, true)}"${attributes({
    fill: mix(colour, PAPER, 0.5),
    'fill-opacity': 0.35,
    stroke: darker(colour, 0.25),
    'stroke-width': 1.1,
    'stroke-opacity': 0.55,
    'stroke-linejoin': 'round',
  })}/>`;
}

/** A broad area of the setting: washes with no paper under them, paler, with a pooled ragged rim. */
export function broadWash(shape: Shape, colour: string, random: Random, id: Ids): string {
  const size = extent(shape.points);
  const outline = traced(shape.points, true, false, clamp(size / 10, 10, 30));
  if (shape.opacity !== undefined) return softWash(outline, random, darker(colour, 0.1), shape.opacity / 3, 3, 12);
  const [width, height] = spanOf(outline);
  return (
    wash(outline, random, {
      colour,
      pool: darker(colour, 0.2),
      layers: 2,
      // A night sky or a dark floor needs more pigment than a pale wall to read as itself.
      opacity: 0.26 + (1 - lightness(colour)) * 0.32,
      spread: 0.4,
      reach: 10,
      rounds: 2,
      whole: true,
    }) +
    mottled(outline, random, Math.min(3, Math.round((width * height) / 15000)), tintsOf(colour)) +
    // Blue and violet pigments (ultramarine) granulate dark in a pale wash, greens and earths hardly at
    // all (specks in every wash read as noise over the picture); a dark wash (a night sky) is salted,
    // and the salt lifts pale specks.
    (lightness(colour) < 0.4
      ? granulation(outline, random, lighter(colour, 0.6), clipId(id, 'g', random), 0.45)
      : bluish(colour)
        ? granulation(outline, random, darker(colour, 0.35), clipId(id, 'g', random), 0.12)
        : '')
  );
}
