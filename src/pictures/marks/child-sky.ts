// The setting as a child sets it down: the sky is a blue band scribbled along the top of the page
// with white clouds in it, the sun in the corner with its rays and two birds under it; a lamp's light is rays, not a
// glow; nobody has a shadow. Shapes in, shapes out (in the picture's coordinates), tagged by role.
import { darker, lightness, saturate } from '../colour.ts';
import type { Random } from '../random.ts';
import { arc, ellipse, isSun, type Layers, line, type Point, polygon, type Shape, WIDTH } from '../shapes.ts';

const BAND = 58;
const SUN = '#ffd21f';
const RAYS = '#ff9a1f';

const centreOf = (points: readonly Point[]): Point => {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
};
const sizeOf = (points: readonly Point[]): [number, number] => {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
};

/** The band of sky, in a stronger crayon than the sky's own colour: straight along the top, its lower edge where the scribbling stopped. */
function band(random: Random, colour: string): Shape {
  const edge: Point[] = [];
  for (let x = WIDTH; x >= 0; x -= 48) edge.push([x, BAND + random.jitter(6)]);
  return polygon([[0, 0], [WIDTH, 0], ...edge], colour, { role: 'sky', smooth: true });
}

/**
 * The sun in a top corner with rays all round it and a smile, as every child draws it: the corner nearer
 * where the scene has its sun, so not every sky is the same sky (review 114: "identical" in two pictures).
 */
function cornerSun(random: Random, right: boolean): Shape[] {
  const [x, y, r] = [right ? WIDTH - 40 : 40, 38, 25];
  const rays = Array.from({ length: 9 }, (_, index) => {
    const a = (index / 9) * Math.PI * 2 + random.jitter(0.08);
    return line(
      [
        [x + Math.cos(a) * (r + 5), y + Math.sin(a) * (r + 5)],
        [x + Math.cos(a) * (r + 17), y + Math.sin(a) * (r + 17)],
      ],
      RAYS,
      2.6,
      { smooth: false },
    );
  });
  const face = { detail: true } as const;
  return [
    ellipse(x, y, r, r, SUN, {}, 9),
    ...rays,
    ellipse(x - 8, y - 4, 2.2, 2.6, '#2b2b2b', face, 6),
    ellipse(x + 8, y - 4, 2.2, 2.6, '#2b2b2b', face, 6),
    arc(x, y + 2, 10, 9, 0.45, Math.PI - 0.45, '#2b2b2b', 2, face),
  ];
}

/** A cloud as a child draws one, flat underneath with bumps along the top, up in the band. */
function intoBand(cloud: Shape, random: Random): Shape {
  const [cx] = centreOf(cloud.points);
  const width = Math.min(110, Math.max(64, sizeOf(cloud.points)[0] * 1.3));
  const x = Math.min(WIDTH - width / 2 - 6, Math.max(96 + width / 2, cx));
  const [y, height] = [BAND * 0.5, BAND * 0.72];
  const bumps = 4;
  const points: Point[] = [
    [x + width / 2, y + height * 0.3],
    [x - width / 2, y + height * 0.3],
  ];
  for (let bump = 0; bump <= bumps * 2; bump++) {
    const t = bump / (bumps * 2);
    const lift = bump % 2 === 1 ? 0.85 + random.jitter(0.15) : 0.2;
    points.push([x - width / 2 + width * t, y + height * 0.2 - height * lift * Math.sin(Math.PI * (0.25 + t * 0.5)) * 1.1]);
  }
  return { ...cloud, points, opacity: undefined };
}

/** Rays round a lamp instead of its glow. */
function rays(glow: Shape): Shape[] {
  const [cx, cy] = centreOf(glow.points);
  const [width, height] = sizeOf(glow.points);
  const r = Math.min(width, height) / 2;
  return Array.from({ length: 8 }, (_, index) => {
    const a = (index / 8) * Math.PI * 2 + 0.2;
    return line(
      [
        [cx + Math.cos(a) * r * 0.42, cy + Math.sin(a) * r * 0.42],
        [cx + Math.cos(a) * r * 0.7, cy + Math.sin(a) * r * 0.7],
      ],
      SUN,
      2.4,
      { smooth: false },
    );
  });
}

/** Two birds under the band, as children draw them: a line with two bumps. */
const birds = (random: Random): Shape[] =>
  [0, 1].map((index) => {
    const [x, y, size] = [150 + index * 150 + random.jitter(50), BAND + 22 + random.jitter(10), 6 + random.next() * 2];
    const points: Point[] = [
      [x - size, y - size * 0.2],
      [x - size * 0.5, y - size * 0.75],
      [x, y],
      [x + size * 0.5, y - size * 0.75],
      [x + size, y - size * 0.2],
    ];
    return line(points, '#2b2b2b', 1.8);
  });

const isShadow = (shape: Shape) => shape.detail === true && shape.who === undefined && shape.colour === '#000000';

export function childSky(layers: Layers, random: Random): Layers {
  const sky = layers.back.find((shape) => shape.role === 'sky');
  const day = sky !== undefined && lightness(sky.colour) > 0.45;
  const sun = layers.back.find((shape) => isSun(shape));
  // Light (a lamp's glow) is translucent; a star or the moon shines but is a thing the child draws as it is.
  const glows = [...layers.back, ...layers.middle, ...layers.front].filter((shape) => shape.role === 'glow' && shape.opacity !== undefined);
  const lamps = glows.filter((glow) => sizeOf(glow.points)[0] >= Math.max(...glows.map((other) => sizeOf(other.points)[0])));
  const set = (shapes: Shape[]): Shape[] =>
    shapes.flatMap((shape) => {
      if (isShadow(shape)) return [];
      if (glows.includes(shape)) return lamps.includes(shape) ? rays(shape) : [];
      // Wallpaper is left out: its stripes came out ruler-straight and the room "overworked" (review 115).
      if (shape.role === 'wall' && shape.opacity !== undefined) return [];
      // Indoors a cloud is only seen through a window, where its blue outline came out as a stray curl (a
      // reviewer read a "C"): the child leaves the pane plain.
      if (shape.role === 'cloud' && sky === undefined) return [];
      if (!day) return [shape];
      if (shape.role === 'sky') return [band(random, saturate(darker(shape.colour, 0.12), 2.2))];
      if (shape.role === 'cloud') return [intoBand(shape, random)];
      if (isSun(shape)) return [];
      return [shape];
    });
  const back = set(layers.back);
  if (day && sun) {
    // The sun goes in over the band and its clouds, before the hills.
    const after = back.findLastIndex((shape) => shape.role === 'sky' || shape.role === 'cloud');
    back.splice(after + 1, 0, ...cornerSun(random, centreOf(sun.points)[0] > WIDTH / 2), ...birds(random));
  }
  return { back, middle: set(layers.middle), front: set(layers.front) };
}
