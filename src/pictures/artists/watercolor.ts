// Soft Watercolor: a light pencil underdrawing, colour laid as a few translucent washes whose ragged
// edges run past the line and pool darker, a second glaze on the shadow side (lower right, as the
// light comes from the upper left), and white paper as the lightest light: the setting is painted as
// a vignette that fades into bare paper toward the edges, the sky graded down to the horizon, the
// clouds left as paper. Soft, natural figures seen from a little way off, with air round them.

import { clamp } from '../clamp.ts';
import { darker, lightness, mix, saturate } from '../colour.ts';
import { BLUSH, HAIRS } from '../figures/palette.ts';
import { brushStroke } from '../marks/brush.ts';
import { contactShadows } from '../marks/contact-shadows.ts';
import { crisp } from '../marks/crisp.ts';
import { dab, isFeature, unsteady } from '../marks/features.ts';
import { centreOf, spanOf, traced } from '../marks/outline.ts';
import { penHair } from '../marks/pen-hair.ts';
import { relativePath } from '../marks/relative-path.ts';
import { above, cutTo, inside, vignette } from '../marks/vignette.ts';
import { softWash, wash } from '../marks/wash.ts';
import { broadWash, PAPER, SHADE, solidWash } from '../marks/watercolour-washes.ts';
import type { Random } from '../random.ts';
import { HEIGHT, type Layers, type Shape, scaledAbout, WIDTH } from '../shapes.ts';
import { attributes } from '../svg.ts';
import { type Artist, extent, type Ids, wobble } from './artist.ts';

/** A dark feature's colour as a watercolourist mixes it: warmed toward sepia, never a flat black. */
const sepia = (colour: string) => (lightness(colour) < 0.3 ? mix(colour, '#6a4030', 0.35) : colour);
/** The settings' broad areas: painted as washes that fade into paper, with nothing to hide behind them. */
const BROAD = new Set(['sky', 'far', 'ground', 'wall', 'floor']);

function marksOf(shape: Shape, colour: string, random: Random, id: Ids): string {
  // A shadow on the ground is painted as a watercolourist paints shade: a soft violet-blue wash, never grey.
  if (shape.detail && shape.closed && !shape.who && shape.opacity !== undefined && lightness(colour) < 0.2)
    return softWash(traced(shape.points, true, shape.smooth, 6), random, SHADE, Math.min(0.45, shape.opacity * 2.4), 2, 3);
  // The blush dropped into the wet face, spreading soft and wider than the dot: a crisp pink dot on a flat tint
  // was a giveaway of "a vector face" (review 110).
  if (shape.colour === BLUSH && shape.closed)
    return softWash(
      traced(scaledAbout([shape], centreOf(shape.points), 1.7)[0].points, true, true, 3),
      random,
      colour,
      (shape.opacity ?? 0.5) * 0.75,
      2,
      2.5,
    );
  // Features with a fine round brush in the scene's colours warmed toward sepia: a dab for an eye, a line that
  // swells where the brush lands and lifts to a point. An even black stroke read as "crisp faces on the wash" (review 125).
  if (isFeature(shape) && shape.closed) return dab(shape, sepia(shape.colour), random, 0.1);
  if (isFeature(shape))
    return `<path d="${brushStroke(unsteady(shape, random, 0.3), (shape.width ?? 1.5) * 1.1, random, true, 0.45)}"${attributes({ fill: sepia(shape.colour), opacity: shape.opacity })}/>`;
  if (shape.detail) return crisp(shape);
  if (!shape.closed) {
    // A line the scene drew straight (a letter's strokes, a pan's handle) keeps its corners: smoothed, an A read as an arch.
    // Someone's limb drawn as a line is body paint, opaque: thinned, the sofa behind showed through a grandma's legs.
    const d = relativePath(wobble(shape.points, random, 0.8, false, 18), false, true, shape.smooth);
    const opacity = (shape.opacity ?? 1) * (shape.who === undefined ? 0.8 : 1);
    return `<path d="${d}"${attributes({ fill: 'none', stroke: colour, 'stroke-width': shape.width ?? 2, 'stroke-linecap': 'round', 'stroke-opacity': opacity })}/>`;
  }
  // A cloud is paper the sky wash went round: soft-edged, a little blue-grey underneath.
  if (shape.role === 'cloud') {
    const outline = traced(shape.points, true, true, 10);
    const [width, height] = spanOf(outline);
    const under = outline.map(([x, y]) => [x + width * 0.04, y + height * 0.14] as const);
    return softWash(under, random, '#b9c8d8', 0.16, 2, width * 0.08) + softWash(outline, random, PAPER, 0.5, 3, width * 0.1);
  }
  if (shape.role && BROAD.has(shape.role)) return broadWash(shape, colour, random, id);
  if (shape.opacity !== undefined) {
    const size = extent(shape.points);
    return wash(traced(shape.points, true, shape.smooth, clamp(size / 5, 2.5, 26)), random, {
      colour,
      layers: 1,
      opacity: Math.min(1, shape.opacity * 1.2),
      spread: 0.4,
      reach: clamp(size * 0.06, 1, 6),
    });
  }
  // White on someone's clothes (a stripe, a collar) is paper lifted out of the wash, its edges soft: laid on as
  // a white shape, the stripes read as crisp vector bars on a painted jumper.
  if (shape.who !== undefined && shape.part === undefined && lightness(colour) > 0.88 && !HAIRS.has(shape.colour))
    return softWash(traced(shape.points, true, shape.smooth, 2), random, PAPER, 0.72, 2, 0.7);
  // Hair: the wash, then a few darker strokes of a wet brush from the crown toward the ends (the pen's strands,
  // fewer and softer): one flat wash read as a cap.
  if (shape.who !== undefined && HAIRS.has(shape.colour) && extent(shape.points) > 14) {
    const { strands } = penHair(traced(shape.points, true, shape.smooth, 3), extent(shape.points), random);
    const stroke = { fill: 'none', stroke: darker(colour, 0.3), 'stroke-width': 1.4, 'stroke-opacity': 0.5, 'stroke-linecap': 'round' };
    return (
      solidWash(shape, colour, random) +
      strands
        .slice(0, 4)
        .map((strand) => `<path d="${relativePath(strand, false, true, true)}"${attributes(stroke)}/>`)
        .join('')
    );
  }
  return solidWash(shape, colour, random);
}

/** The setting as a vignette: broad areas cut to a ragged oval, a second, smaller wash deepening the middle. */
function stage(layers: Layers, random: Random): Layers {
  const outer = vignette(random, 0.98, 3.4);
  const inner = vignette(random, 0.74, 2.4);
  const all = [...layers.back, ...layers.middle, ...layers.front];
  const land = all.filter((shape) => shape.role === 'far' || shape.role === 'ground').flatMap((shape) => shape.points.map(([, y]) => y));
  const horizon = land.length ? Math.min(...land) + 14 : HEIGHT;
  // The inner copy deepens the middle as a soft wash (marked by an opacity), so the colour fades out toward the edges.
  const cut = (shape: Shape, ring: typeof outer, foot = HEIGHT): Shape[] => {
    let points = cutTo(traced(shape.points, true, shape.smooth, 32), ring);
    if (foot < HEIGHT) points = above(points, foot);
    return points.length ? [{ ...shape, points, smooth: false, opacity: ring === inner ? 0.5 : shape.opacity }] : [];
  };
  const set = (shapes: Shape[], back: boolean): Shape[] =>
    shapes.flatMap((shape) => {
      // The wallpaper's stripes are left out: the painter lets one pale wash say "wall".
      if (shape.role === 'wall' && shape.opacity !== undefined) return [];
      if (shape.role === 'sky') return [...cut(shape, outer, horizon), ...cut(shape, inner, horizon * 0.55)];
      // A band as wide as the picture at the back (a sunset's stripes of sky) is setting too.
      const wide = back && shape.closed && !shape.role && !shape.who && spanOf(shape.points)[0] >= WIDTH * 0.9;
      if (wide || (shape.role && BROAD.has(shape.role))) {
        const area = wide ? { ...shape, role: 'far' as const } : shape;
        return [...cut(area, outer), ...cut(area, inner)];
      }
      // A thing of the setting away from the middle fades out with it: painted with more water the further out it reaches.
      // A sun, a moon or a star is kept whole wherever it falls: the painter leaves no light out.
      if (!back || shape.who || (extent(shape.points) < 70 && lightness(shape.colour) > 0.75)) return [shape];
      const share = (ring: typeof outer) => shape.points.filter((point) => inside(point, ring)).length / shape.points.length;
      const [middle, within] = [share(inner), share(outer)];
      const strength = 0.25 + 0.4 * within + 0.3 * middle;
      if (middle === 1) return [shape];
      // Paler, but still paint over what stands behind it: a tree's crown laid as a thin glaze showed its trunk through it.
      return [
        shape.opacity === undefined
          ? { ...shape, colour: mix(shape.colour, PAPER, 1 - strength) }
          : { ...shape, opacity: shape.opacity * strength },
      ];
    });
  // No grain of the sheet laid over the whole picture: specks even over the bare paper read as "a speckle
  // filter over smooth digital fills" (review 126); the tooth shows only where pigment settled (granulation).
  return { back: set(layers.back, true), middle: set(layers.middle, false), front: set(layers.front, false) };
}

export const watercolor: Artist = {
  id: 'watercolor',
  paper: PAPER,
  manner: {
    head: { young: 1.2, grown: 1.05 },
    limbs: 1,
    body: 'modelled',
    verve: 0.2,
    // A loose, gentle hand: free arms hang at rest.
    freeArms: { hip: 'down' },
    face: {
      eye: 'oval',
      eyeSize: 1,
      whites: false,
      nose: 'line',
      cheeks: 'soft',
      skull: { width: 0.95, jaw: 1.07 },
      frames: 'wire',
      hair: 'locks',
      // The features gathered low in a soft face, as a watercolourist paints a young cheek.
      layout: { spread: 0.94, drop: 0.1 },
    },
  },
  staging: [0],
  hand: { drift: 3.5, reach: 140 },
  camera: { closest: 1.45, childHead: 0.19, mirror: false, eyeLine: 0.5, lens: { depth: 0.8, shift: 0.1 } },
  colour: (colour, shape) => (shape.role && BROAD.has(shape.role) ? mix(saturate(colour, 1.15), PAPER, 0.12) : saturate(colour, 1.2)),
  // A soft shadow wherever someone stands or sits: a dancing grandchild with none "floated off the floor" (review 94).
  stage: (layers, random) => stage(contactShadows(layers), random),
  marks: marksOf,
};
