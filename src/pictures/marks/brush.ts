// Brush strokes of opaque paint: perfect-freehand turns a centreline into the outline of a stroke
// that starts full and blunt where the loaded brush lands and thins to a long dry tail where it lifts,
// its width following a pressure that eases off along the stroke. The outline is a closed path of a
// few points drawn smooth, so a picture of a few hundred strokes stays small.
import { getStroke } from 'perfect-freehand';
import { framed } from '../artists/artist.ts';
import { clamp } from '../clamp.ts';
import type { Random } from '../random.ts';
import type { Point } from '../shapes.ts';
import { num } from '../svg.ts';
import { relativePath } from './relative-path.ts';

/** The centreline resampled into about six points, each carrying a pressure that fades toward the tail. */
function pressed(line: readonly Point[], length: number, random: Random): [number, number, number][] {
  const points: [number, number, number][] = [];
  const lift = random.between(0.25, 0.5);
  const step = Math.max(6, length / 6);
  for (let index = 0; index < line.length - 1; index++) {
    const [a, b] = [line[index], line[index + 1]];
    const steps = Math.max(1, Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) / step));
    for (let step = 0; step < steps; step++) points.push([a[0] + ((b[0] - a[0]) * step) / steps, a[1] + ((b[1] - a[1]) * step) / steps, 0]);
  }
  points.push([line[line.length - 1][0], line[line.length - 1][1], 0]);
  const last = Math.max(1, points.length - 1);
  return points.map(([x, y], index) => [x, y, 0.85 - (index / last) * lift + random.jitter(0.06)]);
}

/** The path data of one stroke along a centreline, `size` pixels wide where the brush presses hardest; `taper` scales how it thins at the ends. */
export function brushStroke(line: readonly Point[], size: number, random: Random, tenths = size < 6, taper = 1): string {
  const length = line.slice(1).reduce((sum, point, index) => sum + Math.hypot(point[0] - line[index][0], point[1] - line[index][1]), 0);
  const outline = getStroke(pressed(line, length, random), {
    size,
    // The width follows the pressure: full where the loaded brush lands, thinner as the paint runs out.
    thinning: 0.45,
    smoothing: 0.6,
    streamline: 0.25,
    simulatePressure: false,
    // A blunt start where the brush lands and a long dry tail where it lifts: a stroke, not a stamped oval.
    start: { taper: size * 0.12 * taper },
    end: { taper: Math.min(length * 0.45, size * 1.6) * taper },
    last: true,
  });
  // perfect-freehand repeats the tip; points closer than half a pixel add bytes and nothing else.
  const points: Point[] = [];
  for (const [x, y] of outline) {
    const last = points[points.length - 1];
    if (!last || Math.abs(last[0] - x) + Math.abs(last[1] - y) > 0.5) points.push(framed(x, y));
  }
  return relativePath(points, true, tenths, true);
}

/** An uneven dash, as a dry brush dragged along an edge leaves paint on the tooth of the board and skips. */
export const dryDashes = (random: Random, scale: number): string =>
  [random.between(3, 9), random.between(1, 3), random.between(6, 16), random.between(1.5, 4), random.between(2, 6), random.between(1, 2.5)]
    .map((value) => Math.round(value * scale * 10) / 10)
    .join(' ');

/** A stroke carried on past both its ends by up to `amount`, straight on from its last step. */
export function runOn(line: Point[], amount: number): Point[] {
  if (amount <= 0 || line.length < 2) return line;
  const past = (from: Point, to: Point): Point => {
    const length = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1;
    return framed(to[0] + ((to[0] - from[0]) / length) * amount, to[1] + ((to[1] - from[1]) / length) * amount);
  };
  return [past(line[1], line[0]), ...line, past(line[line.length - 2], line[line.length - 1])];
}

/**
 * The bristles' tracks in a broad stroke: two or three fine lines along it, a shade off its paint, broken
 * where the dry brush skipped, and stopping short of its tail. Without them each stroke was "a smooth-edged
 * blob under one even grain" (reviews 121, 122).
 */
export function bristles(line: readonly Point[], size: number, ink: string, random: Random): string {
  if (size < 6 || line.length < 2) return '';
  const tracks = size > 12 ? 3 : 2;
  let d = '';
  for (let track = 0; track < tracks; track++) {
    const across = (track / (tracks - 1) - 0.5) * size * 0.5 + random.jitter(size * 0.06);
    const points = line.map(([x, y], index): Point => {
      const [a, b] = [line[Math.max(0, index - 1)], line[Math.min(line.length - 1, index + 1)]];
      const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
      return framed(x - ((b[1] - a[1]) / length) * across, y + ((b[0] - a[0]) / length) * across);
    });
    d += relativePath(points.slice(0, Math.max(2, Math.ceil(points.length * random.between(0.6, 0.95)))), false, true);
  }
  const width = num(clamp(size * 0.06, 0.6, 1.4));
  return `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${width}" stroke-opacity="0.5" stroke-linecap="round" stroke-dasharray="${dryDashes(random, clamp(size / 10, 0.8, 2))}"/>`;
}
