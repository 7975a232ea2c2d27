// A watercolour wash as Tyler Hobbs simulates one: the outline deformed by splitting every edge at a
// point scattered round its middle (a Gaussian spread, each stretch of the edge with its own
// raggedness, so one side bleeds while another keeps its line), then laid as a few translucent
// layers, each deformed again, so the overlaps build a soft, uneven density toward the middle and
// the edges run past the line and fall short of it. The first layer's rim pools darker, as a drying
// wash leaves its pigment at the edge. Plain paths at fill-opacity: no filter, prints as vectors.

import { framed } from '../artists/artist.ts';
import type { Random } from '../random.ts';
import type { Point } from '../shapes.ts';
import { attributes } from '../svg.ts';
import { alpha } from './alpha.ts';
import { contains, perimeter, swollen } from './outline.ts';
import { relativePath } from './relative-path.ts';

/** Roughly normal, mean 0 and spread 1 (the sum of four uniforms): mostly small, now and then far. */
export const gaussian = (random: Random): number => (random.next() + random.next() + random.next() + random.next() - 2) * 1.73;

/**
 * The outline with each edge split `rounds` times at a scattered middle. `spread` is the scatter
 * against the edge's length; `reach` caps how far any point strays, in pixels.
 */
export function deformed(points: readonly Point[], random: Random, rounds: number, spread: number, reach: number): Point[] {
  let ring: Point[] = points.slice();
  let ragged = points.map(() => random.between(0.3, 1.5));
  for (let round = 0; round < rounds; round++) {
    const [next, nextRagged]: [Point[], number[]] = [[], []];
    for (let index = 0; index < ring.length; index++) {
      const [a, b] = [ring[index], ring[(index + 1) % ring.length]];
      const edge = (ragged[index] + ragged[(index + 1) % ring.length]) / 2;
      const scatter = Math.min(reach, spread * Math.hypot(b[0] - a[0], b[1] - a[1]) * edge) * 0.5;
      next.push(a, [(a[0] + b[0]) / 2 + gaussian(random) * scatter, (a[1] + b[1]) / 2 + gaussian(random) * scatter]);
      nextRagged.push(ragged[index], edge * random.between(0.7, 1.2));
    }
    [ring, ragged] = [next, nextRagged];
  }
  return ring.map(([x, y]) => framed(x, y));
}

/** Each point moved a Gaussian step of up to about `amount`: the shape a wash is laid over, a little off the line. */
export const jittered = (points: readonly Point[], random: Random, amount: number): Point[] =>
  points.map(([x, y]) => framed(x + gaussian(random) * amount * 0.5, y + gaussian(random) * amount * 0.5));

export interface Wash {
  colour: string;
  /** The darker colour the first layer's rim pools to, or none. */
  pool?: string;
  /** How many translucent layers. */
  layers: number;
  /** Each layer's fill opacity. */
  opacity: number;
  /** How ragged each layer's edge is, and how far it may stray (pixels). */
  spread: number;
  reach: number;
  /** Whole-pixel coordinates (big washes). */
  whole?: boolean;
  /** How many times each layer's edges are split (1 unless a broad wash wants a more ragged edge). */
  rounds?: number;
  /** How far the wash is laid outward of the line, in pixels: colour running past it. */
  swell?: number;
}

/** The path data of each layer of a wash over an outline (from outline.ts). */
export function washLayers(outline: readonly Point[], random: Random, options: Omit<Wash, 'colour' | 'opacity' | 'pool'>): string[] {
  const base = jittered(options.swell ? swollen(outline, options.swell) : outline, random, options.reach * 0.5);
  return Array.from({ length: options.layers }, () =>
    relativePath(deformed(base, random, options.rounds ?? 1, options.spread, options.reach), true, !options.whole, true),
  );
}

/**
 * Where a drying wash pools: along a stretch of its edge, not all round, as the pigment runs to where the
 * paper tilts, darker on one wash than the next, and on some not at all. One even dark rim round every wash
 * read as "the same wobbly halo edge on every object" (reviews 121, 122).
 */
function pooled(outline: readonly Point[], pool: string, random: Random): Record<string, string | number> {
  if (random.next() < 0.25) return {};
  const around = perimeter(outline);
  const stretch = around * random.between(0.3, 0.6);
  // Dash, gap, dash, gap: no dash, a gap as far as the stretch's start, the stretch, then a gap past the end.
  const start = random.between(0, around - stretch);
  return {
    stroke: pool,
    'stroke-width': random.between(0.7, 1.5),
    'stroke-opacity': random.between(0.35, 0.6),
    'stroke-linejoin': 'round',
    'stroke-dasharray': [0, start, stretch, around * 1.2].map(Math.round).join(' '),
  };
}

/** The layers of one wash over an outline (from outline.ts), as SVG paths. */
export function wash(outline: readonly Point[], random: Random, options: Wash): string {
  let marks = '';
  for (const [layer, d] of washLayers(outline, random, options).entries()) {
    const rim = layer === 0 && options.pool ? pooled(outline, options.pool, random) : {};
    marks += `<path d="${d}"${attributes({ fill: options.colour, 'fill-opacity': alpha(options.opacity), ...rim })}/>`;
  }
  return marks;
}

/**
 * A soft wash: many faint layers, each deformed far from the others, so their edges fall in different
 * places and the colour fades out instead of stopping: wet-in-wet, with no rim. This is Hobbs'
 * method as it is, with fewer, stronger layers than his to keep the picture small.
 */
export function softWash(outline: readonly Point[], random: Random, colour: string, opacity: number, layers = 3, reach = 18): string {
  const base = jittered(outline, random, reach * 0.5);
  let marks = '';
  for (let layer = 0; layer < layers; layer++)
    marks += `<path d="${relativePath(jittered(base, random, reach * 1.5), true, false, true)}" fill="${colour}" fill-opacity="${alpha(opacity)}"/>`;
  return marks;
}

/**
 * Patches of a shifted tint dropped into a broad wash while it was wet, each a soft wash of its own,
 * centred inside the outline: the colour of a painted sky or wall varies as a real one does.
 */
export function mottled(outline: readonly Point[], random: Random, count: number, tints: readonly string[], patch = 55): string {
  const xs = outline.map(([x]) => x);
  const ys = outline.map(([, y]) => y);
  let marks = '';
  for (let tries = 0, placed = 0; tries < count * 4 && placed < count; tries++) {
    const rx = patch * random.between(0.55, 1.45);
    const ry = rx * random.between(0.5, 0.8);
    const [cx, cy] = [random.between(Math.min(...xs), Math.max(...xs)), random.between(Math.min(...ys), Math.max(...ys))];
    const ring: Point[] = Array.from({ length: 7 }, (_, index) => [
      cx + Math.cos((index / 7) * Math.PI * 2) * rx,
      cy + Math.sin((index / 7) * Math.PI * 2) * ry,
    ]);
    if (!contains(outline, [cx, cy]) || ring.filter((point) => contains(outline, point)).length < 5) continue;
    placed++;
    marks += softWash(ring, random, tints[Math.floor(random.next() * tints.length)], 0.13, 2, patch / 4);
  }
  return marks;
}
