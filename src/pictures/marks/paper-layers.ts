// The setting as a paper cutter sets it down: every sheet opaque (paper lets nothing through), the
// hills cut as layers, a paler range further off, the sun a disc on a cut sunburst, clouds and lamp
// light cut from pale paper. Shapes in, shapes out (in the picture's coordinates), tagged by role.
import { lightness, mix } from '../colour.ts';
import type { Random } from '../random.ts';
import { HEIGHT, type Layers, type Point, polygon, type Shape, WIDTH } from '../shapes.ts';

/** The colour the settings paint the sun. */
const SCENE_SUN = '#ffd65c';
const BURST = '#f08a24';

const bounds = (points: readonly Point[]) => {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
};

/** A range of hills further off than the scene's own, a paler sheet cut along its top. */
function distantRange(far: Shape, sky: string, random: Random): Shape {
  const { top } = bounds(far.points);
  const phase = random.next() * 6;
  const ridge: Point[] = [0, 1, 2, 3, 4, 5].map((step) => [
    (step / 5) * WIDTH,
    Math.max(4, top - 20 - Math.abs(Math.sin(step * 1.7 + phase)) * 22),
  ]);
  return polygon([[0, HEIGHT], [0, HEIGHT], ...ridge, [WIDTH, HEIGHT], [WIDTH, HEIGHT]], mix(far.colour, sky, 0.45), {
    smooth: true,
    role: 'far',
  });
}

/** A sunburst cut behind the sun: a ring of points round it. */
function sunburst(sun: Shape): Shape {
  const { left, top, right, bottom } = bounds(sun.points);
  const [x, y, r] = [(left + right) / 2, (top + bottom) / 2, (right - left) / 2];
  const points: Point[] = Array.from({ length: 24 }, (_, index) => {
    const [angle, reach] = [(index / 24) * Math.PI * 2, index % 2 ? r * 1.05 : r * 1.5];
    return [x + Math.cos(angle) * reach, y + Math.sin(angle) * reach];
  });
  return polygon(points, BURST);
}

/** A strip of paper across the picture from a wavy top edge down to the bottom. */
function strip(top: number, wave: number, colour: string, role: Shape['role'], random: Random): Shape {
  const phase = random.next() * 6;
  const edge: Point[] = [0, 1, 2, 3, 4].map((step) => [(step / 4) * WIDTH, top + Math.sin(step * 1.9 + phase) * wave]);
  return polygon([[0, HEIGHT], [0, HEIGHT], ...edge, [WIDTH, HEIGHT], [WIDTH, HEIGHT]], colour, { smooth: true, role });
}

/** The sky as a few strips of paper, darkest at the top, each laid over the one above down to the hills. */
function skyStrips(sky: Shape, horizon: number, random: Random): Shape[] {
  const night = lightness(sky.colour) < 0.4;
  const toward = night ? '#6a78b0' : '#ffffff';
  return [
    { ...sky, colour: night ? sky.colour : mix(sky.colour, '#3f8fd0', 0.25) },
    strip(horizon * 0.3, 6, mix(sky.colour, toward, night ? 0.12 : 0.1), 'sky', random),
    strip(horizon * 0.62, 5, mix(sky.colour, toward, night ? 0.24 : 0.35), 'sky', random),
  ];
}

export function paperLayers(layers: Layers, random: Random): Layers {
  const all = [...layers.back, ...layers.middle, ...layers.front];
  const sky = all.find((shape) => shape.role === 'sky');
  const wall = all.find((shape) => shape.role === 'wall');
  const behind = sky?.colour ?? wall?.colour ?? '#ffffff';
  const land = all.filter((shape) => shape.role === 'far' || shape.role === 'ground').map((shape) => bounds(shape.points).top);
  const horizon = Math.max(40, Math.min(HEIGHT, ...land));
  const set = (shapes: Shape[]): Shape[] =>
    shapes.flatMap((shape): Shape[] => {
      // Translucent paint becomes a sheet of the colour it would have made.
      const solid = (colour: string, over: string, amount: number): Shape => ({
        ...shape,
        colour: mix(over, colour, amount),
        opacity: undefined,
      });
      if (shape.role === 'glow') return [solid(shape.colour, behind, Math.min(0.6, (shape.opacity ?? 0.2) * 2.4))];
      if (shape.role === 'wall' && shape.opacity !== undefined) return [solid(shape.colour, wall?.colour ?? behind, shape.opacity)];
      if (shape.role === 'cloud') return [{ ...shape, opacity: undefined }];
      if (shape.role === 'sky' && shape === sky) return skyStrips(shape, horizon, random);
      if (shape.role === 'far' && sky !== undefined) return [distantRange(shape, sky.colour, random), shape];
      // The near ground in a darker sheet along the bottom, laid over the field.
      if (shape.role === 'ground')
        return [shape, strip(HEIGHT - (HEIGHT - bounds(shape.points).top) * 0.3, 4, mix(shape.colour, '#1f3a1a', 0.14), 'ground', random)];
      if (shape.colour === SCENE_SUN && shape.role === undefined && shape.who === undefined) return [sunburst(shape), shape];
      return [shape];
    });
  return { back: set(layers.back), middle: set(layers.middle), front: set(layers.front) };
}
