// Backgrounds that say where and when: a sky over fields, a room with a window, a night outside.
// Each fills the whole frame, so no edge or seam runs between the figures.

import type { Random } from './random.ts';
import { blob, bumpy, ellipse, HEIGHT as H, line, type Point, polygon, rect, type Shape, SUN_COLOUR, WIDTH as W } from './shapes.ts';

export const GROUND = 318;

export interface Outdoors {
  sky?: string;
  far?: string;
  grass?: string;
  horizon?: number;
  sun?: Point | false;
  night?: boolean;
}

/** A five-pointed star. */
export function star(x: number, y: number, r: number, colour = '#fff3b8'): Shape {
  const points: Point[] = [];
  for (let index = 0; index < 10; index++) {
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    const reach = index % 2 === 0 ? r : r * 0.45;
    points.push([x + Math.cos(angle) * reach, y + Math.sin(angle) * reach]);
  }
  return polygon(points, colour, { role: 'glow' });
}

const stars = (random: Random, count: number, top: number, bottom: number): Shape[] =>
  Array.from({ length: count }, () => star(random.between(14, W - 14), random.between(top, bottom), random.between(3.5, 6)));

/** A crescent moon, lit on the right: one shape, so no dark disc is ever painted over a full moon. */
export function crescent(x: number, y: number, r: number, colour = '#fff1c4'): Shape {
  const points: Point[] = [];
  for (let step = 0; step <= 8; step++) {
    const angle = -Math.PI / 2 + (step / 8) * Math.PI;
    points.push([x + Math.cos(angle) * r, y + Math.sin(angle) * r]);
  }
  for (let step = 7; step >= 1; step--) {
    const angle = -Math.PI / 2 + (step / 8) * Math.PI;
    points.push([x + Math.cos(angle) * r * 0.3, y + Math.sin(angle) * r * 0.88]);
  }
  return polygon(points, colour, { smooth: true, role: 'glow' });
}

export const cloud = (x: number, y: number, size: number): Shape =>
  bumpy(x, y, size, 6, size * 0.18, '#ffffff', { opacity: 0.9, role: 'cloud' });

/** Sky, far hills and a near field whose top edge sits behind everyone's feet. */
export function outdoors(random: Random, options: Outdoors = {}): Shape[] {
  const horizon = options.horizon ?? 200;
  // The field's edge stays above a standing grandparent's hips, so no outline runs between anyone's legs.
  const field = Math.min(horizon + 10, 218);
  const night = options.night ?? false;
  const sky = options.sky ?? (night ? '#1f2a55' : '#bfe1f2');
  const far = options.far ?? (night ? '#2c3d5a' : '#9fcf8a');
  const grass = options.grass ?? (night ? '#2f4a3c' : '#7dbb5c');
  const shapes: Shape[] = [rect(0, 0, W, H, sky, { role: 'sky' })];
  if (night) shapes.push(...stars(random, 12, 14, horizon - 40), crescent(404, 60, 22));
  else if (options.sun !== false) {
    const [sx, sy] = options.sun ?? [60, 58];
    shapes.push(ellipse(sx, sy, 26, 26, SUN_COLOUR), cloud(180 + random.jitter(30), 60, 22), cloud(330 + random.jitter(30), 44, 18));
  }
  const wave = (y: number, amp: number): Point[] =>
    [0, 1, 2, 3, 4, 5, 6].map((step) => [(step / 6) * W, y + Math.sin(step * 1.3 + random.next()) * amp]);
  // Corners are repeated so the smooth outline keeps them square: no sky peeping in at the frame's corners.
  shapes.push(polygon([[0, H], [0, H], ...wave(horizon - 22, 14), [W, H], [W, H]], far, { smooth: true, role: 'far' }));
  shapes.push(
    polygon([[0, H], [0, H], [0, field + 4], ...wave(field, 6).slice(1, -1), [W, field + 4], [W, H], [W, H]], grass, {
      smooth: true,
      role: 'ground',
    }),
  );
  return shapes;
}

/** An evening out of doors: the sky in bands darkening upward (`bands`: the top two's depths), a low sun, dusky hills and grass. */
export function sunset(
  random: Random,
  { bands: [top, middle], sun: [x, y, r], horizon }: { bands: [number, number]; sun: [number, number, number]; horizon: number },
): Shape[] {
  return [
    rect(0, 0, W, H, '#f4a261'),
    rect(0, 0, W, top, '#c9556a'),
    rect(0, top, W, middle, '#e07a5f'),
    ellipse(x, y, r, r, SUN_COLOUR),
    ...outdoors(random, { sky: '#f4a261', sun: false, horizon, far: '#8a5a6a', grass: '#6a7a4a' }).slice(1),
  ];
}

export interface Room {
  wall?: string;
  floor?: string;
  floorY?: number;
  /** A pattern of wallpaper stripes. */
  stripes?: string;
}

/** A wall with a skirting board and a floor. */
export function room(options: Room = {}): Shape[] {
  const floorY = options.floorY ?? 250;
  const wall = options.wall ?? '#f1dcc0';
  const shapes: Shape[] = [rect(0, 0, W, floorY, wall, { role: 'wall' })];
  if (options.stripes)
    // Past both sides of the stage, so a wide lens still shows stripes to the frame's edges.
    for (let x = 20 - W; x < 2 * W; x += 40) shapes.push(rect(x, 0, 12, floorY, options.stripes, { opacity: 0.5, role: 'wall' }));
  shapes.push(
    rect(0, floorY, W, H - floorY, options.floor ?? '#c08a5a', { role: 'floor' }),
    rect(0, floorY - 8, W, 8, '#fbf3e4', { role: 'wall' }),
  );
  return shapes;
}

/** A window with panes: daylight with a cloud, or night with a moon and stars. */
export function window(random: Random, x: number, y: number, width: number, height: number, night: boolean): Shape[] {
  const glass = night ? '#26335f' : '#bfe3f5';
  const shapes: Shape[] = [rect(x - 6, y - 6, width + 12, height + 12, '#fbf3e4'), rect(x, y, width, height, glass)];
  if (night) {
    shapes.push(crescent(x + width * 0.7, y + height * 0.32, Math.min(width, height) * 0.14));
    for (let index = 0; index < 4; index++) {
      shapes.push(star(x + random.between(10, width * 0.5), y + random.between(10, height - 10), 3.2));
    }
  } else shapes.push(cloud(x + width * 0.35, y + height * 0.35, Math.min(width, height) * 0.16));
  shapes.push(
    line(
      [
        [x + width / 2, y],
        [x + width / 2, y + height],
      ],
      '#fbf3e4',
      5,
      { smooth: false },
    ),
  );
  shapes.push(
    line(
      [
        [x, y + height / 2],
        [x + width, y + height / 2],
      ],
      '#fbf3e4',
      5,
      { smooth: false },
    ),
  );
  return shapes;
}

/** Curtains either side of a window. */
export const curtains = (x: number, y: number, width: number, height: number, colour: string): Shape[] => [
  blob(
    [
      [x - 20, y - 12],
      [x + 8, y - 12],
      [x - 2, y + height * 0.5],
      [x + 6, y + height + 14],
      [x - 22, y + height + 14],
    ],
    colour,
  ),
  blob(
    [
      [x + width - 8, y - 12],
      [x + width + 20, y - 12],
      [x + width + 22, y + height + 14],
      [x + width - 6, y + height + 14],
      [x + width + 2, y + height * 0.5],
    ],
    colour,
  ),
];

/** A soft shadow under someone's feet or a piece of furniture, so nothing floats. */
export const shadow = (x: number, y: number, width: number): Shape =>
  ellipse(x, y, width / 2, 5, '#000000', { opacity: 0.14, detail: true });
