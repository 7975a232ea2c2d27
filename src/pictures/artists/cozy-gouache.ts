// Cozy Gouache: opaque, matte paint in warm earthy tones, no outlines. Each thing is blocked in with
// its shadow colour, then painted over in strokes that follow its form (along a sleeve or a plank,
// round a skirt or a bun), of uneven length and width, dark on the shadow side first and light over
// them on the lit side (light from the upper left), and a dry, chalky edge where the brush dragged;
// faces keep their block-in and edge only, so they stay clean. Chunky, rounded figures seen close,
// staged from the other side, with a warm pool of light behind the faces under a night sky;
// the setting is broad brushwork: a sky in long strokes lightening to the horizon, floors along their
// planks, walls in broad slanting sweeps, all inside a loosely masked board edge.

import { clamp } from '../clamp.ts';
import { lightness, mix, saturate } from '../colour.ts';
import { SKINS } from '../figures/palette.ts';
import { bristles, brushStroke, dryDashes, runOn } from '../marks/brush.ts';
import { contactShadows } from '../marks/contact-shadows.ts';
import { crisp } from '../marks/crisp.ts';
import { dab, isFeature, unsteady } from '../marks/features.ts';
import { axisOf, runOf, strokesAlong, strokesAround } from '../marks/form-strokes.ts';
import { BOARD, BRUSHED, boardEdge, brushed, lightOf, shadowOf } from '../marks/gouache-paint.ts';
import { puff, withHalo } from '../marks/gouache-setting.ts';
import { spanOf, traced } from '../marks/outline.ts';
import { relativePath } from '../marks/relative-path.ts';
import type { Random } from '../random.ts';
import { GOUACHE_STAGINGS } from '../scenes/own/gouache/index.ts';
import { type Layers, type Point, type Shape, WIDTH } from '../shapes.ts';
import { attributes, num, pathData } from '../svg.ts';
import { type Artist, extent, framed, wobble } from './artist.ts';

/** Light from the upper left: the angle, from a thing's middle, its lit side faces. */
const LIT = (-3 * Math.PI) / 4;

/**
 * One thing painted: blocked in with its shadow colour, its own colour laid over that a little toward
 * the light (a crescent of shadow stays on the lower right), then strokes that follow its form: along
 * a long thing (a sleeve, a plank), round a round one (a skirt, a bun), of uneven length and width,
 * darker on the shadow side and lighter on the lit side, the lightest laid last over the dark where
 * the light falls, and a dry, chalky edge. A face keeps its block-in and its edge only: no stroke
 * crosses it, so it stays clean and readable.
 */
function painted(shape: Shape, colour: string, random: Random): string {
  const size = extent(shape.points);
  const points = size < 10 ? shape.points : wobble(shape.points, random, clamp(size * 0.03, 0.4, 2.6), true, 20);
  const d = relativePath(points, true, size < 40, true);
  // Small things are one dab; a glow or a shade the scene asks to be see-through is one thin glaze.
  if (size < 10 || shape.opacity !== undefined) return `<path d="${d}"${attributes({ fill: colour, opacity: shape.opacity })}/>`;
  const outline = traced(points, true, true, clamp(size / 14, 1.5, 16));
  const brush = clamp(size * 0.16, 2.5, 11);
  const toLight = clamp(size * 0.05, 0.6, 3.5);
  const axis = axisOf(outline);
  const head = shape.part === 'head';
  const long = axis.ratio > 1.5;
  const shadow = shadowOf(colour, shape);
  const tones = [mix(colour, shadow, 0.45), mix(colour, shadow, 0.15), lightOf(colour, 0.12), lightOf(colour, 0.22)];
  let marks = `<path d="${d}" fill="${shadow}"/><path d="${d}" fill="${colour}" transform="translate(${num(-toLight)} ${num(-toLight)})"/>`;
  if (!head && size >= 22) {
    // Along a long thing some strokes run on past its edge, as a loaded brush does: every stroke trimmed to the
    // shape read as "brush strokes sitting over flat shapes" (review 114).
    const lines = long
      ? strokesAlong(outline, axis.angle + random.jitter(0.1), brush * 0.9, random, [0, 0], size * 0.7)
          .filter(() => random.next() < 0.6)
          .map((line) => runOn(line, random.next() < 0.4 ? random.between(0.3, 0.8) * brush : 0))
      : strokesAround(outline, clamp(Math.round(size / 9), 3, 9), random, { scale: [0.35, 0.85], span: [0.12, 0.4] });
    // Dark strokes first, then lighter ones over them: each tone follows where the stroke lies, shadow side or lit side.
    const [cx, cy] = axis.centre;
    const side = (line: Point[]) => {
      const [x, y] = line[Math.floor(line.length / 2)];
      return ((x - cx) * Math.cos(LIT) + (y - cy) * Math.sin(LIT)) / (size * 0.5);
    };
    const ordered = lines.map((line) => [side(line) + random.jitter(0.35), line] as const).sort((a, b) => a[0] - b[0]);
    for (const [lit, line] of ordered) {
      const tone = tones[clamp(Math.floor((lit + 1) * 2), 0, 3)];
      const size = brush * random.between(0.45, 1.05);
      marks += `<path d="${brushStroke(line, size, random, brush < 6)}" fill="${tone}"/>`;
      if (random.next() < 0.6) marks += bristles(line, size, random.next() < 0.5 ? mix(tone, shadow, 0.5) : lightOf(tone, 0.2), random);
    }
  }
  // A head painted too, round its edge and clear of the features: a paler stroke on the lit side (hair's crown,
  // a face's cheek) and a deeper one along the shadowed jaw. Left a smooth block, it read as "a vector face" (review 110).
  if (head && size >= 22) {
    const edge = (facing: number, tone: string) =>
      strokesAround(outline, 1, random, { scale: [0.8, 0.88], span: [0.14, 0.2], facing, spread: 0.3 }).map(
        (line) => `<path d="${brushStroke(line, brush * random.between(0.5, 0.7), random, brush < 6)}" fill="${tone}"/>`,
      );
    // On skin the cheek rather than the brow, which the hair covers.
    const lit = SKINS.has(shape.colour) ? Math.PI * 0.95 : LIT;
    marks += [...edge(lit, lightOf(colour, 0.26)), ...edge(Math.PI / 4, mix(colour, shadow, 0.6))].join('');
    // Skin modelled in a few broad, quiet strokes round the cheek and brow under the features, close to
    // its own colour: a block of one flat tone read as "a clean vector face on brushy strokes" (review 116).
    if (SKINS.has(shape.colour))
      marks += strokesAround(outline, 4, random, { scale: [0.42, 0.7], span: [0.16, 0.3] })
        .map(
          (line, index) =>
            `<path d="${brushStroke(line, brush * random.between(0.55, 0.8), random, brush < 6)}" fill="${index % 2 ? lightOf(colour, 0.1) : mix(colour, shadow, 0.22)}"/>`,
        )
        .join('');
  }
  // The lit edge: where the outline faces the light, a dry, chalky line of pale paint, broken where the brush skipped.
  const [cx, cy] = axis.centre;
  const rim = runOf(outline, ([x, y]) => (cx - x + (cy - y)) / Math.SQRT2 > size * 0.18);
  if (size >= 16 && rim.length > 2)
    marks += `<path d="${relativePath(
      rim.map(([x, y]) => framed(x - toLight, y - toLight)),
      false,
      size < 40,
    )}" fill="none" stroke="${lightOf(colour, 0.45)}" stroke-width="${num(clamp(size * 0.03, 0.9, 2.4))}" stroke-opacity="0.55" stroke-linecap="round" stroke-dasharray="${dryDashes(random, clamp(size / 30, 0.8, 2.5))}"/>`;
  // The light, laid last and thick over the dark: along the lit side of a long thing, round the lit shoulder of a
  // round one, on some things only and near their own colour, as matte paint takes light. On every limb and
  // pale, it read as "the same glossy highlight swoosh" laid over everything; on people's clothes at all, as "the
  // same shiny highlight streak stamped on everyone" (review 118).
  if (head || shape.who !== undefined || size < 22 || random.next() < 0.5) return marks;
  const lit = long
    ? strokesAlong(outline, axis.angle, brush * 1.6, random, [-toLight * 1.5, -toLight * 1.5], size * 0.5).slice(0, 1)
    : strokesAround(outline, size > 50 ? 2 : 1, random, { scale: [0.55, 0.75], span: [0.1, 0.22], facing: LIT, spread: 0.5 });
  for (const line of lit)
    marks += `<path d="${brushStroke(line, brush * random.between(0.4, 0.7), random, brush < 6)}" fill="${lightOf(colour, 0.2)}"/>`;
  return marks;
}

/**
 * The setting as this painter blocks it in: clouds become chunky puffs, a band as wide as the picture
 * at the back (a sunset's stripes) is brushed like the hills, and under a night sky a warm pool
 * of light is painted behind the faces, so the eye goes to them and a dark face reads against the dark.
 */
function stage(layers: Layers): Layers {
  const set = (shape: Shape): Shape =>
    shape.role === 'cloud'
      ? puff(shape)
      : shape.closed && !shape.role && !shape.who && spanOf(shape.points)[0] >= WIDTH * 0.9
        ? { ...shape, role: 'far' }
        : shape;
  return withHalo({ ...layers, back: layers.back.map(set) }, (colour, step) =>
    mix(colour, '#f4c47e', step * (lightness(colour) < 0.4 ? 0.13 : 0.1)),
  );
}

export const cozyGouache: Artist = {
  id: 'cozy-gouache',
  paper: BOARD,
  manner: {
    head: { young: 1.3, grown: 1.15 },
    limbs: 1.4,
    body: 'modelled',
    verve: 0.3,
    build: { waist: 1.25, hips: 1.12 },
    // Hands painted as one chunky mass with a thumb.
    anatomy: { hand: 'paw' },
    // Cozy: a free hand reaches toward whoever the figure is with.
    freeArms: { hip: 'clasp', down: 'hold' },
    // Chunky square-rimmed spectacles, as chunky as the rest.
    // Wide-set features low in the round face, as a cozy painter's chunky people have them.
    face: { eye: 'dot', eyeSize: 1.1, whites: false, nose: 'dot', cheeks: 'soft', frames: 'square', layout: { spread: 1.14, drop: 0.14 } },
  },
  staging: [0],
  stagings: GOUACHE_STAGINGS,
  hand: { drift: 3.5, reach: 130 },
  camera: { closest: 2.4, childHead: 0.24, mirror: true, eyeLine: 0.38, waistUp: true, lens: { depth: 1.25, shift: -0.1 } },
  colour: (colour) => mix(saturate(colour, 0.8), '#a5693c', 0.12),
  marks(drawn, colour, random) {
    // Features are dabbed and brushed in the scene's own colours, opaque like everything else, with a hand that
    // wavers: brushed true, glasses read as "sharp, clean glasses drawn over soft, painterly faces" (review 118).
    if (isFeature(drawn) && drawn.closed) return dab(drawn, drawn.colour, random, 0.12);
    if (isFeature(drawn))
      return `<path d="${brushStroke(unsteady(drawn, random, 0.4), (drawn.width ?? 1.5) * 1.2, random, true, 0.45)}"${attributes({ fill: drawn.colour, opacity: drawn.opacity })}/>`;
    if (drawn.detail) return crisp(drawn);
    // Gouache is opaque: what a scene half-veils (clouds, a striped cloth) is simply painted.
    const shape = drawn.opacity !== undefined && drawn.opacity >= 0.5 ? { ...drawn, opacity: undefined } : drawn;
    if (!shape.closed) {
      const width = shape.width ?? 2;
      // A rigid thing drawn as a line (a handlebar, a handle, a pole) is painted as a rod, even to its ends: as a
      // stroke that tapers away, a bike's stem read as a leaf and the bars as missing (review 130).
      if (shape.smooth === false)
        return `<path d="${pathData(shape.points, false, false)}"${attributes({ fill: 'none', stroke: colour, 'stroke-width': width * 1.2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', opacity: shape.opacity })}/>`;
      return `<path d="${brushStroke(shape.points, width * 1.2, random, width < 6, 0.3)}"${attributes({ fill: colour, opacity: shape.opacity })}/>`;
    }
    return shape.role !== undefined && shape.role in BRUSHED ? brushed(shape, colour, random) : painted(shape, colour, random);
  },
  // A shadow wherever someone stands or sits, so nobody hovers over the floor.
  stage: (layers) => stage(contactShadows(layers)),
  finish: boardEdge,
};
