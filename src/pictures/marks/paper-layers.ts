// The setting as a paper cutter sets it down: every sheet opaque (paper lets nothing through); the
// sky laid in scalloped strips and the ground in strips cut with pinking shears, with tufts of grass;
// a paler range of hills further off; a wainscot along a wall and boards across the floor; the sun a
// disc on a cut sunburst; clouds with bold bumps; more stars at night. Shapes in, shapes out (in the
// picture's coordinates), tagged by role.
import { lightness, mix } from '../colour.ts';
import type { Random } from '../random.ts';
import { ellipse, HEIGHT, isSun, type Layers, type Shape, WIDTH } from '../shapes.ts';
import { framedFaces } from './paper-faces.ts';
import { boldCloud, bounds, cutClouds, distantRange, floorboards, moreStars, strip, sunburst, tufts, wainscot } from './paper-pieces.ts';

/** The sky as a few strips of paper, darkest at the top, each laid over the one above down to the hills. */
function skyStrips(sky: Shape, horizon: number, night: boolean, random: Random): Shape[] {
  const toward = night ? '#7a88c0' : '#ffffff';
  return [
    { ...sky, colour: night ? sky.colour : mix(sky.colour, '#3f8fd0', 0.3) },
    ...[0.2, 0.42, 0.66].map((depth, index) =>
      strip(horizon * depth, mix(sky.colour, toward, (index + 1) * (night ? 0.1 : 0.18)), 'sky', random, 'scallop'),
    ),
  ];
}

/** The ground in a darker strip or two along the bottom, laid over the field, with tufts of grass. */
function groundStrips(ground: Shape, random: Random): Shape[] {
  const { top } = bounds(ground.points);
  const strips = [0.55, 0.25].map((depth, index) =>
    strip(HEIGHT - (HEIGHT - top) * depth, mix(ground.colour, '#1f3a1a', 0.1 * (index + 1)), 'ground', random, 'fringe'),
  );
  return [ground, ...strips, ...tufts(ground, random)];
}

/** A piece laid down whole inside the card, at least `margin` from its edge: a cutter never sticks the sun half off the card. */
function inView(shape: Shape, margin: number): Shape {
  const { left, top, right } = bounds(shape.points);
  const dx = Math.max(0, margin - left) - Math.max(0, right - (WIDTH - margin));
  const dy = Math.max(0, margin - top);
  return dx === 0 && dy === 0 ? shape : { ...shape, points: shape.points.map(([x, y]) => [x + dx, y + dy]) };
}

export function paperLayers(layers: Layers, random: Random): Layers {
  const all = [...layers.back, ...layers.middle, ...layers.front];
  const sky = all.find((shape) => shape.role === 'sky');
  const wall = all.find((shape) => shape.role === 'wall');
  const behind = sky?.colour ?? wall?.colour ?? '#ffffff';
  const land = all.filter((shape) => shape.role === 'far' || shape.role === 'ground').map((shape) => bounds(shape.points).top);
  const horizon = Math.max(40, Math.min(HEIGHT, ...land));
  const clouded = all.some((shape) => shape.role === 'cloud');
  const night = sky !== undefined && lightness(sky.colour) < 0.4;
  const widthOf = (shape: Shape) => bounds(shape.points).right - bounds(shape.points).left;
  const widest = Math.max(1, ...all.filter((shape) => shape.role === 'glow' && shape.opacity !== undefined).map(widthOf));
  // Translucent paint becomes a sheet of the colour it would have made.
  const solid = (shape: Shape, over: string, amount: number): Shape => ({
    ...shape,
    colour: mix(over, shape.colour, amount),
    opacity: undefined,
  });
  const set = (shapes: Shape[]): Shape[] =>
    shapes.flatMap((shape): Shape[] => {
      // Light is a pale sheet; a star or the moon is cut from bright paper as it is.
      if (shape.role === 'glow' && shape.opacity !== undefined) {
        // Lamplight as one small warm sheet round the shade: the wide outer rings, cut as paper, read as
        // a big tan shape with no meaning.
        const near = 1 - widthOf(shape) / widest;
        return near < 0.5 ? [] : [solid(shape, behind, 0.55 + near * 0.4)];
      }
      if (shape.role === 'wall' && shape.opacity !== undefined) return [solid(shape, wall?.colour ?? behind, shape.opacity)];
      if (shape.role === 'floor') return [...(wall ? [wainscot(wall, shape)] : []), shape, ...floorboards(shape)];
      // Indoors a cloud is only seen through a window: the cutter leaves the glass plain rather than stick a scrap
      // on it; one clipped to a window outdoors stays as the scene drew it.
      if (shape.role === 'cloud') return sky === undefined ? [] : [shape.clip ? shape : inView(boldCloud(shape), 6)];
      if (shape === sky) {
        const extras = night ? moreStars(horizon, random) : clouded ? [] : cutClouds(shape.colour, random);
        return [...skyStrips(shape, horizon, night, random), ...extras];
      }
      if (shape.role === 'far' && sky !== undefined) return [distantRange(shape, sky.colour, random), shape];
      if (shape.role === 'ground') return groundStrips(shape, random);
      if (isSun(shape)) {
        // Cut whole, however much of it the camera left in view, and far enough in that the sunburst round it is whole too.
        const { left, top, right, bottom } = bounds(shape.points);
        const r = Math.max(16, (right - left) / 2, (bottom - top) / 2);
        const sun = inView(ellipse((left + right) / 2, (top + bottom) / 2, r, r, shape.colour), r * 0.5 + 6);
        return [sunburst(sun), sun];
      }
      return [shape];
    });
  return framedFaces({ back: set(layers.back), middle: set(layers.middle), front: set(layers.front) });
}
