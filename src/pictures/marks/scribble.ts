// How a child colours in a big area (a wall, a floor, a lawn): not one stroke repeated edge to edge
// but patch after patch, each put down with the crayon held a new way — a zigzag at its own angle, a
// row of loops, a clump of upward flicks — pressed harder or softer, some overlapping, some leaving
// the paper bare between them. The patches spill past the area's edge: the caller clips them to it.
import type { Random } from '../random.ts';
import type { Point } from '../shapes.ts';
import { attributes } from '../svg.ts';
import { linesPath, zigzagPath } from './rough.ts';

export type Scribble = 'zigzag' | 'loops' | 'flicks';

export interface Patches {
  /** The ways of scribbling a patch, picked among at random (repeat one to make it likelier). */
  kinds: readonly Scribble[];
  /** The usual direction of a zigzag's strokes or a row of loops, in degrees (0: across, 90: down). */
  angle: number;
  /** How far each patch turns from that direction, in degrees either way. */
  spread: number;
  /** The size of the patch each placing covers, in pixels: across and down. */
  cell: readonly [number, number];
  /** The share of places left as bare paper. */
  bare: number;
  /** The crayon's width, thinnest to widest. */
  width: readonly [number, number];
  /** How hard it is pressed (opacity), softest to hardest. */
  pressure: readonly [number, number];
}

type Bounds = { left: number; top: number; right: number; bottom: number };

/** A zigzag of strokes across the patch: each turn a little short of or past where the last one turned. */
function zigzag([cx, cy]: Point, along: number, length: number, depth: number, random: Random): string {
  const [dx, dy, nx, ny] = [Math.cos(along), Math.sin(along), -Math.sin(along), Math.cos(along)];
  const gap = random.between(2.6, 5.4);
  const rows = Math.max(2, Math.round(depth / gap));
  const points: Point[] = [];
  for (let row = 0; row <= rows; row++) {
    const side = (row % 2 ? 0.5 : -0.5) * length * random.between(0.75, 1.15);
    const offset = (row - rows / 2) * gap + random.jitter(gap * 0.3);
    points.push([cx + dx * side + nx * offset, cy + dy * side + ny * offset]);
  }
  return zigzagPath(points);
}

/** Rows of loops, the crayon going round and on without lifting, as a child does wool or a bush. */
function loops([cx, cy]: Point, along: number, length: number, depth: number, random: Random): string {
  const [dx, dy, nx, ny] = [Math.cos(along), Math.sin(along), -Math.sin(along), Math.cos(along)];
  const radius = random.between(4, 9);
  const turns = Math.max(2, Math.round(length / (radius * 1.3)));
  const rows = Math.max(1, Math.min(3, Math.round(depth / (radius * 2.2))));
  const points: Point[] = [];
  for (let row = 0; row < rows; row++) {
    const offset = (row - (rows - 1) / 2) * radius * 2 * (row % 2 ? -1 : 1);
    for (let step = 0; step <= turns * 7; step++) {
      const turn = (step / 7) * Math.PI * 2 * (row % 2 ? -1 : 1);
      const t = (row % 2 ? 1 - step / (turns * 7) : step / (turns * 7)) - 0.5;
      const r = radius * (0.8 + random.jitter(0.3));
      const [u, v] = [t * length + r * Math.cos(turn), offset + r * Math.sin(turn)];
      points.push([cx + dx * u + nx * v, cy + dy * u + ny * v]);
    }
  }
  return zigzagPath(points);
}

/** A clump of short strokes flicked upward from a base line, leaning this way and that: grass, fur, a rug's pile. */
function flicks([cx, cy]: Point, _along: number, length: number, depth: number, random: Random): string {
  const lines: [Point, Point][] = [];
  for (let x = cx - length / 2; x < cx + length / 2; x += random.between(2.5, 5.5)) {
    const base = cy + depth / 2 + random.jitter(depth * 0.25);
    const height = random.between(0.35, 1) * depth;
    lines.push([
      [x, base],
      [x + random.jitter(height * 0.35), base - height],
    ]);
  }
  return linesPath(lines);
}

const SCRIBBLES = { zigzag, loops, flicks };

/**
 * Patches scribbled over the bounds in `colour`, each its own path with its own width and pressure, so
 * no two read as the same stroke; whole-pixel path data inside the frame. With `within`, only the patches
 * whose middle it takes are put down.
 */
export function scribbled(bounds: Bounds, colour: string, random: Random, style: Patches, within?: (point: Point) => boolean): string {
  const [cellX, cellY] = style.cell;
  const rad = Math.PI / 180;
  let marks = '';
  // Rows staggered by half a patch, as a hand working across and down never lands on a grid.
  for (let y = bounds.top + cellY / 2, row = 0; y < bounds.bottom + cellY / 2; y += cellY, row++) {
    for (let x = bounds.left + (row % 2 ? 0 : cellX / 2); x < bounds.right + cellX / 2; x += cellX) {
      if (random.next() < style.bare) continue;
      const kind = style.kinds[Math.floor(random.next() * style.kinds.length)];
      const centre: Point = [x + random.jitter(cellX * 0.3), y + random.jitter(cellY * 0.3)];
      if (within && !within(centre)) continue;
      const along = (style.angle + random.jitter(style.spread)) * rad;
      const d = SCRIBBLES[kind](centre, along, cellX * random.between(0.8, 1.35), cellY * random.between(0.7, 1.2), random);
      const width = Math.round(random.between(style.width[0], style.width[1]) * 10) / 10;
      const opacity = Math.round(random.between(style.pressure[0], style.pressure[1]) * 100) / 100;
      marks += `<path d="${d}"${attributes({ 'stroke-width': width, opacity })}/>`;
    }
  }
  return marks === ''
    ? ''
    : `<g${attributes({ fill: 'none', stroke: colour, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })}>${marks}</g>`;
}
