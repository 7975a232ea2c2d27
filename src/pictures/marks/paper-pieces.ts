// The pieces a paper cutter adds to a setting, each a shape in the picture's coordinates: strips of
// sky cut in scallops and of ground cut with pinking shears, a paler range of hills, a sunburst,
// clouds with bold bumps, a wainscot, floorboards, tufts of grass and a scatter of stars.
import { mix } from '../colour.ts';
import type { Random } from '../random.ts';
import { star } from '../settings.ts';
import { bumpy, HEIGHT, type Point, polygon, rect, type Shape, WIDTH } from '../shapes.ts';

export const bounds = (points: readonly Point[]) => {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
};

/**
 * A strip of paper across the picture from its top edge down to the bottom: the edge follows a gentle
 * wave, cut in scallops (a sky) or in a fringe of points (grass cut with pinking shears).
 */
export function strip(top: number, colour: string, role: Shape['role'], random: Random, edge: 'scallop' | 'fringe'): Shape {
  const phase = random.next() * 6;
  const step = edge === 'fringe' ? 8 : 20;
  const points: Point[] = [];
  for (let x = 0, index = 0; x <= WIDTH; x += step, index++) {
    const bump = edge === 'fringe' ? (index % 2 ? -5 : 2) : index % 2 ? -9 : 3;
    points.push([x, top + Math.sin((x / WIDTH) * 7.6 + phase) * 6 + bump + random.jitter(1.5)]);
  }
  return polygon([[0, HEIGHT], [0, HEIGHT], ...points, [WIDTH, HEIGHT], [WIDTH, HEIGHT]], colour, { smooth: edge === 'scallop', role });
}

/** A range of hills further off than the scene's own, a paler sheet cut along its top. */
export function distantRange(far: Shape, sky: string, random: Random): Shape {
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
export function sunburst(sun: Shape): Shape {
  const { left, top, right, bottom } = bounds(sun.points);
  const [x, y, r] = [(left + right) / 2, (top + bottom) / 2, (right - left) / 2];
  const points: Point[] = Array.from({ length: 24 }, (_, index) => {
    const [angle, reach] = [(index / 24) * Math.PI * 2, index % 2 ? r * 1.05 : r * 1.5];
    return [x + Math.cos(angle) * reach, y + Math.sin(angle) * reach];
  });
  return polygon(points, '#f08a24');
}

/** A cloud cut from white paper with bold bumps, where the scene had a soft one. */
export function boldCloud(cloud: Shape): Shape {
  const { left, top, right, bottom } = bounds(cloud.points);
  const r = (right - left) / 2;
  return bumpy((left + right) / 2, (top + bottom) / 2, r * 1.1, 5, r * 0.3, cloud.colour, { role: 'cloud' });
}

/** Big clouds cut from pale paper across the top of a sky that has none in view. */
export const cutClouds = (sky: string, random: Random): Shape[] =>
  [0, 1, 2].map((index) =>
    bumpy(70 + index * 170 + random.jitter(30), 34 + random.jitter(10), 30 + random.next() * 10, 5, 6, mix(sky, '#ffffff', 0.55), {
      role: 'cloud',
    }),
  );

/** A wainscot along the foot of the wall, a darker sheet laid over it. */
export function wainscot(wall: Shape, floor: Shape): Shape {
  const top = bounds(floor.points).top;
  const rise = (top - bounds(wall.points).top) * 0.3;
  return rect(0, top - rise, WIDTH, rise, mix(wall.colour, '#5a3a28', 0.16), { role: 'wall' });
}

/** Floorboards: strips across the floor, each a shade off the one beside it. */
export function floorboards(floor: Shape): Shape[] {
  const { top } = bounds(floor.points);
  const depth = (HEIGHT - top) / 4;
  return [1, 2, 3].map((row) =>
    rect(0, top + row * depth, WIDTH, depth, mix(floor.colour, row % 2 ? '#ffffff' : '#2a1c10', 0.07), { role: 'floor' }),
  );
}

/** Tufts of grass cut in three blades, scattered over the ground. */
export function tufts(ground: Shape, random: Random): Shape[] {
  const { top } = bounds(ground.points);
  const colour = mix(ground.colour, '#1f3a1a', 0.3);
  return Array.from({ length: 9 }, (_, index) => {
    const [x, y] = [20 + index * 52 + random.jitter(18), top + 16 + random.next() * (HEIGHT - top - 24)];
    const points: Point[] = [
      [x - 8, y],
      [x - 6, y - 9],
      [x - 3, y - 2],
      [x, y - 13],
      [x + 3, y - 2],
      [x + 6, y - 10],
      [x + 8, y],
    ];
    return polygon(points, colour, { role: 'ground' });
  });
}

/** More stars cut from bright paper, scattered over a night sky down to the hills. */
export const moreStars = (horizon: number, random: Random): Shape[] =>
  Array.from({ length: 10 }, () =>
    star(random.between(12, WIDTH - 12), random.between(12, Math.max(20, horizon - 16)), random.between(2.5, 4.5)),
  );
