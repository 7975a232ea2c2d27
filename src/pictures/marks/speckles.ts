// Specks: the tooth of the paper, and pigment settled into it (granulation) across a broad wash.
// Drawn as lines at three slants dotted by an uneven dash pattern with round ends, so thousands of
// specks cost one path; the lines are cut to their box so no mark leaves the frame.

import type { Random } from '../random.ts';
import { HEIGHT, type Point, WIDTH } from '../shapes.ts';
import { num } from '../svg.ts';
import { alpha } from './alpha.ts';
import { relativePath } from './relative-path.ts';

/** The part of the line from `a` along `direction` (both ways) inside a box, or nothing. */
function across(a: Point, [dx, dy]: Point, [left, top, right, bottom]: readonly number[]): [Point, Point] | undefined {
  let [low, high] = [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
  for (const [start, step, min, max] of [
    [a[0], dx, left, right],
    [a[1], dy, top, bottom],
  ]) {
    if (Math.abs(step) < 1e-9) {
      if (start < min || start > max) return undefined;
      continue;
    }
    const [t1, t2] = [(min - start) / step, (max - start) / step];
    [low, high] = [Math.max(low, Math.min(t1, t2)), Math.min(high, Math.max(t1, t2))];
  }
  return high - low > 2
    ? [
        [a[0] + dx * low, a[1] + dy * low],
        [a[0] + dx * high, a[1] + dy * high],
      ]
    : undefined;
}

/**
 * Specks over a box [left, top, right, bottom] (in the frame): three families of lines at different
 * slants, each dotted with an uneven rhythm of round dots, so the specks fall in no row or column the
 * eye can follow. One path and a dash pattern: thousands of specks for a few hundred bytes.
 */
export function speckles(box: readonly number[], random: Random, colour: string, opacity: number, extra = '', spacing = 7): string {
  const [left, top, right, bottom] = box;
  const [cx, cy, reach] = [(left + right) / 2, (top + bottom) / 2, Math.hypot(right - left, bottom - top) / 2];
  let d = '';
  for (const angle of [0.15, 2.2, -1.0]) {
    const direction: Point = [Math.cos(angle), Math.sin(angle)];
    for (let offset = -reach; offset < reach; offset += random.between(spacing, spacing * 1.6)) {
      const line = across([cx - direction[1] * offset, cy + direction[0] * offset], direction, box);
      if (!line) continue;
      // Whole pixels, rounded toward the middle of the box so no end leaves it.
      const [[x0, y0], [x1, y1]] = line.map(([x, y]) => [x < cx ? Math.ceil(x) : Math.floor(x), y < cy ? Math.ceil(y) : Math.floor(y)]);
      d += `M${x0} ${y0}l${x1 - x0} ${y1 - y0}`;
    }
  }
  // An even count, so the pattern never swaps dots for gaps when it repeats.
  const dashes = Array.from({ length: 14 }, (_, index) => num(index % 2 ? random.between(2, 9.5) : random.between(0.05, 0.7))).join(' ');
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="1.1" stroke-opacity="${alpha(opacity)}" stroke-linecap="round" stroke-dasharray="${dashes}"${extra}/>`;
}

/**
 * Granulation: pigment settled into the tooth of the paper where the wash lay wettest, as specks in two
 * or three patches of a broad wash, kept inside it by a clip of its outline. Spread evenly over the
 * whole wash, they read as "even speckle over the whole picture, including the sky" (review 118).
 */
export function granulation(outline: readonly Point[], random: Random, colour: string, clip: string, opacity = 0.15): string {
  const xs = outline.map(([x]) => x);
  const ys = outline.map(([, y]) => y);
  const [left, top] = [Math.max(0, Math.min(...xs)), Math.max(0, Math.min(...ys))];
  const [right, bottom] = [Math.min(WIDTH, Math.max(...xs)), Math.min(HEIGHT, Math.max(...ys))];
  const patches = Array.from({ length: 2 + Math.floor(random.next() * 2) }, () => {
    const [width, height] = [(right - left) * random.between(0.3, 0.5), (bottom - top) * random.between(0.35, 0.6)];
    const [x, y] = [left + random.next() * (right - left - width), top + random.next() * (bottom - top - height)];
    return speckles([x, y, x + width, y + height], random, colour, opacity, ` clip-path="url(#${clip})"`, 12);
  });
  return `<clipPath id="${clip}"><path d="${relativePath(outline, true)}"/></clipPath>${patches.join('')}`;
}
