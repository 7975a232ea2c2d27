// Cozy Gouache: opaque, matte paint in warm earthy tones, no outlines. Each thing is blocked in with
// its shadow colour, then painted over in lighter strokes that follow its form (along a sleeve, round
// a head), lit from the upper left so the dark underpaint still shows along the lower right, a few
// strokes lighter still where the light falls, and a dry, chalky edge where the brush dragged.
// Chunky, rounded figures seen close, staged from the other side; the setting is broad brushwork:
// a sky laid in horizontal strokes lightening to the horizon, walls in upright ones, and the whole
// painted inside a loosely masked board edge.
import { darker, lightness, mix, saturate } from '../colour.ts';
import { brushStroke, dryDashes } from '../marks/brush.ts';
import { axisOf, dabsAround, strokesAlong } from '../marks/form-strokes.ts';
import { centreOf, spanOf, traced } from '../marks/outline.ts';
import { crisp, seenThrough } from '../marks/plain.ts';
import { relativePath } from '../marks/relative-path.ts';
import { speckles } from '../marks/speckles.ts';
import type { Random } from '../random.ts';
import { HEIGHT, type Layers, type Point, type Shape, WIDTH } from '../shapes.ts';
import { attributes, num, pathData } from '../svg.ts';
import { type Artist, extent, framed, wobble } from './artist.ts';

const BOARD = '#efe3cc';
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The shadow a thing is blocked in with: deeper and a little cooler (only a little on skin, so faces stay clean). */
const shadowOf = (colour: string, shape: Shape) => mix(darker(colour, shape.part === 'head' ? 0.1 : 0.2), '#3a2c48', 0.1);
/** Light laid over it where the light falls: warmer and paler, as white gouache mixed in. */
const lightOf = (colour: string, amount = 0.28) => mix(colour, '#fff0d2', lightness(colour) > 0.8 ? amount * 1.6 : amount);

/** The direction broad areas are brushed in: skies and floors across, walls up and down. */
const BRUSHED: Record<string, number> = { sky: 0, far: 0, ground: 0, floor: 0, wall: Math.PI / 2 - 0.35 };

/**
 * A broad area of the setting: laid flat, then brushed over in big strokes along it, darker and
 * lighter by turns, lighter toward the bottom of a sky (the haze at the horizon).
 */
function brushed(shape: Shape, colour: string, random: Random): string {
  const outline = traced(shape.points, true, shape.smooth, 30);
  const ys = outline.map(([, y]) => y);
  const [top, height] = [Math.min(...ys), Math.max(...ys) - Math.min(...ys) || 1];
  const lines = strokesAlong(outline, BRUSHED[shape.role as string] + random.jitter(0.04), 22, random, [0, 0], 120).filter(
    () => random.next() < 0.42,
  );
  // Skies lighten toward the horizon in four steps; walls are brushed quietly (loud upright strokes read as rain).
  const quiet = shape.role === 'wall' ? 0.5 : 1;
  const haze = [0, 1, 2, 3].map((step) => lightOf(colour, (0.1 + step * 0.13) * (0.35 + 0.65 * lightness(colour))));
  const [light, deep] = [lightOf(colour, 0.16 * quiet), mix(colour, shadowOf(colour, shape), 0.3 * quiet)];
  let marks = `<path d="${relativePath(shape.points, true, false, shape.smooth)}" fill="${colour}"/>`;
  for (const line of lines) {
    const depth = Math.min(3, Math.floor(((line[1][1] - top) / height) * 4));
    const tone = shape.role === 'sky' ? haze[depth] : random.next() < 0.5 ? light : deep;
    marks += `<path d="${brushStroke(line, random.between(14, 24), random)}" fill="${tone}"/>`;
  }
  // Pale paint dragged dry over it last catches only the tooth of the board: a chalky bloom of specks.
  const xs = outline.map(([x]) => x);
  const box = [Math.max(0, Math.min(...xs)), Math.max(0, top), Math.min(WIDTH, Math.max(...xs)), Math.min(HEIGHT, top + height)];
  return marks + speckles(box, random, lightOf(colour, 0.5), 0.35);
}

/**
 * One thing painted: blocked in with its shadow colour, its own colour laid over that a little toward
 * the light (a crescent of shadow stays on the lower right), strokes of nearby tones following the
 * form, the lightest strokes where the light falls, and a dry, grainy edge.
 */
function painted(shape: Shape, colour: string, random: Random): string {
  const size = extent(shape.points);
  const points = size < 10 ? shape.points : wobble(shape.points, random, clamp(size * 0.03, 0.4, 2.6), true, 20);
  const d = relativePath(points, true, size < 40, true);
  // Small things are one dab; a glow or a shade the scene asks to be see-through is one thin glaze.
  if (size < 10 || shape.opacity !== undefined) return `<path d="${d}"${attributes({ fill: colour, opacity: shape.opacity })}/>`;
  const outline = traced(points, true, true, clamp(size / 10, 2, 24));
  const brush = clamp(size * 0.18, 3, 12);
  const toLight = clamp(size * 0.05, 0.6, 3.5);
  const lean: Point = [-toLight, -toLight];
  const axis = axisOf(outline);
  const head = shape.part === 'head';
  const lines =
    head || size < 30
      ? []
      : axis.ratio > 1.4
        ? strokesAlong(outline, axis.angle + random.jitter(0.12), brush * 1.1, random, lean, 60).filter(() => random.next() < 0.5)
        : dabsAround(outline, 3, Math.max(2, Math.round(outline.length / 5)), random, lean);
  const shadow = shadowOf(colour, shape);
  const [light, deep] = [lightOf(colour, 0.1), mix(colour, shadow, 0.2)];
  let marks = `<path d="${d}" fill="${shadow}"/><path d="${d}" fill="${colour}" transform="translate(${num(-toLight)} ${num(-toLight)})"/>`;
  for (const line of lines) {
    const tone = random.next() < 0.5 ? light : deep;
    marks += `<path d="${brushStroke(line, brush * random.between(0.7, 1), random)}" fill="${tone}"/>`;
  }
  // The lit edge: where the outline faces the light, a dry, chalky line of pale paint, broken where the brush skipped.
  const [cx, cy] = axis.centre;
  const rim = outline.filter(([x, y]) => (cx - x + (cy - y)) / Math.SQRT2 > size * 0.18);
  if (size >= 16 && rim.length > 2)
    marks += `<path d="${relativePath(
      rim.map(([x, y]) => framed(x - toLight, y - toLight)),
      false,
      size < 40,
    )}" fill="none" stroke="${lightOf(colour, 0.45)}" stroke-width="${num(clamp(size * 0.03, 0.9, 2.4))}" stroke-opacity="0.55" stroke-linecap="round" stroke-dasharray="${dryDashes(random, clamp(size / 30, 0.8, 2.5))}"/>`;
  // The light: one or two strokes near the upper left, paler.
  const lit = dabsAround(outline, size > 40 ? 2 : 1, Math.max(2, Math.round(outline.length / 6)), random, [-size * 0.1, -size * 0.1]);
  const lightest = lightOf(colour, head ? 0.16 : 0.3);
  for (const line of lit) marks += `<path d="${brushStroke(line, brush * (head ? 0.45 : 0.6), random)}" fill="${lightest}"/>`;
  return marks;
}

/** The board's edge, masked loosely: the paint stops a few pixels short of it, raggedly, where strokes ended. */
function boardEdge(random: Random): string {
  const edge = (from: Point, to: Point, inward: Point): Point[] => {
    const points: Point[] = [from];
    const count = Math.round(Math.hypot(to[0] - from[0], to[1] - from[1]) / 24);
    for (let index = 1; index < count; index++) {
      const depth = random.between(2, 7);
      points.push([
        from[0] + ((to[0] - from[0]) * index) / count + inward[0] * depth,
        from[1] + ((to[1] - from[1]) * index) / count + inward[1] * depth,
      ]);
    }
    return [...points, to];
  };
  const inner = [
    ...edge([5, 5], [WIDTH - 5, 5], [0, 1]),
    ...edge([WIDTH - 5, 5], [WIDTH - 5, HEIGHT - 5], [-1, 0]),
    ...edge([WIDTH - 5, HEIGHT - 5], [5, HEIGHT - 5], [0, -1]),
    ...edge([5, HEIGHT - 5], [5, 5], [1, 0]),
  ];
  return `<path d="M0 0H${WIDTH}V${HEIGHT}H0Z${pathData(inner, true, true)}" fill="${BOARD}" fill-rule="evenodd"/>`;
}

/** The setting as this painter blocks it in: a band as wide as the picture at the back (a sunset's stripes) is brushed like the hills. */
/** A cloud as this painter shapes it: a chunky puff of three round heads on a flat base. */
function puff(cloud: Shape): Shape {
  const [cx, cy] = centreOf(cloud.points);
  const r = spanOf(cloud.points)[0] / 2;
  const heads: [number, number, number][] = [
    [cx - r * 0.5, cy + r * 0.05, r * 0.5],
    [cx + r * 0.05, cy - r * 0.2, r * 0.65],
    [cx + r * 0.6, cy + r * 0.1, r * 0.42],
  ];
  const points: Point[] = Array.from({ length: 28 }, (_, index) => {
    const angle = (index / 28) * Math.PI * 2;
    const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
    // How far a ray from the middle runs before it leaves the last head it crosses.
    const reach = Math.max(
      r * 0.3,
      ...heads.map(([hx, hy, hr]) => {
        const [ox, oy] = [cx - hx, cy - hy];
        const b = ox * dx + oy * dy;
        const c = ox * ox + oy * oy - hr * hr;
        return b * b - c < 0 ? 0 : -b + Math.sqrt(b * b - c);
      }),
    );
    return framed(cx + dx * reach * 1.05, Math.min(cy + r * 0.42, cy + dy * reach));
  });
  return { ...cloud, points, smooth: true, opacity: undefined };
}

/**
 * The setting as this painter blocks it in: clouds become chunky puffs, and a band as wide as the
 * picture at the back (a sunset's stripes) is brushed like the hills.
 */
function stage(layers: Layers): Layers {
  const set = (shape: Shape): Shape =>
    shape.role === 'cloud'
      ? puff(shape)
      : shape.closed && !shape.role && !shape.who && spanOf(shape.points)[0] >= WIDTH * 0.9
        ? { ...shape, role: 'far' }
        : shape;
  return { ...layers, back: layers.back.map(set) };
}

export const cozyGouache: Artist = {
  id: 'cozy-gouache',
  paper: BOARD,
  manner: {
    head: { young: 1.3, grown: 1.15 },
    limbs: 1.4,
    body: 'modelled',
    verve: 0.3,
    face: { eye: 'dot', eyeSize: 1.1, whites: false, nose: 'dot', cheeks: 'soft' },
  },
  camera: { closest: 2.4, childHead: 0.24, mirror: true, eyeLine: 0.38 },
  colour: (colour) => mix(saturate(colour, 0.8), '#a5693c', 0.12),
  marks(drawn, colour, random, id) {
    if (drawn.detail) return seenThrough(drawn, crisp(drawn), id);
    // Gouache is opaque: what a scene half-veils (clouds, a striped cloth) is simply painted.
    const shape = drawn.opacity !== undefined && drawn.opacity >= 0.5 ? { ...drawn, opacity: undefined } : drawn;
    let marks: string;
    if (!shape.closed) {
      const width = shape.width ?? 2;
      marks = `<path d="${brushStroke(shape.points, width * 1.2, random, width < 6, 0.3)}"${attributes({ fill: colour, opacity: shape.opacity })}/>`;
    } else marks = shape.role !== undefined && shape.role in BRUSHED ? brushed(shape, colour, random) : painted(shape, colour, random);
    return seenThrough(shape, marks, id);
  },
  stage,
  finish: boardEdge,
};
