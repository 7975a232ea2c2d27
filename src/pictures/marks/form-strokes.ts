// Where a painter's strokes go over a shape so they follow its form: along the length of a long
// thing (a sleeve, a leg, a table top) and round a round one (a head, a bun, a cloud). These are
// centrelines only; brush.ts gives them width. Light from the upper left: `lean` moves the strokes
// toward it, so the darker underpaint is left showing along the lower right.
import type { Random } from '../random.ts';
import type { Point } from '../shapes.ts';
import { centreOf, crossingsAt } from './outline.ts';

/** A shape's long axis (by its points' spread), its middle, and how much longer than wide it is. */
export function axisOf(points: readonly Point[]): { angle: number; ratio: number; centre: Point } {
  const centre = centreOf(points);
  let [xx, yy, xy] = [0, 0, 0];
  for (const [x, y] of points) {
    const [dx, dy] = [x - centre[0], y - centre[1]];
    [xx, yy, xy] = [xx + dx * dx, yy + dy * dy, xy + dx * dy];
  }
  const angle = 0.5 * Math.atan2(2 * xy, xx - yy);
  const spread = Math.sqrt((xx - yy) ** 2 + 4 * xy * xy);
  const [major, minor] = [(xx + yy + spread) / 2, Math.max(1e-6, (xx + yy - spread) / 2)];
  return { angle, ratio: Math.sqrt(major / minor), centre };
}

const turn = ([x, y]: Point, cos: number, sin: number): Point => [x * cos - y * sin, x * sin + y * cos];

/**
 * Strokes across a closed outline along `angle`, `gap` apart: each line through the shape, cut where
 * it leaves it (even–odd), a little shorter at the ends, bowed and wavering as a hand moves.
 */
export function strokesAlong(
  outline: readonly Point[],
  angle: number,
  gap: number,
  random: Random,
  lean: Point = [0, 0],
  longest = Number.POSITIVE_INFINITY,
): Point[][] {
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const flat = outline.map((point) => turn(point, cos, -sin));
  const ys = flat.map(([, y]) => y);
  const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
  const lines: Point[][] = [];
  for (let y = top + gap * random.between(0.35, 0.6); y < bottom; y += gap * random.between(0.8, 1.05)) {
    const xs = crossingsAt(flat, y);
    for (let index = 0; index + 1 < xs.length; index += 2) {
      if (xs[index + 1] - xs[index] < gap * 0.5) continue;
      // A long run is painted as several strokes of uneven length, overlapping where one ends and the next begins.
      for (let from = xs[index]; from < xs[index + 1] - gap * 0.5; ) {
        const to = Math.min(xs[index + 1], from + longest * random.between(0.55, 1.1));
        const length = to - from;
        const inset = Math.min(gap * 0.35, length * 0.15);
        const bow = random.jitter(Math.min(gap * 0.35, length * 0.06));
        const tilt = random.jitter(gap * 0.22);
        const line: Point[] = [];
        for (let piece = 0; piece <= 2; piece++) {
          const x = from + inset + (length - 2 * inset) * (piece / 2);
          line.push(turn([x, y + (piece === 1 ? bow : tilt * (piece - 1)) + random.jitter(gap * 0.08)], cos, sin));
        }
        from = to - Math.min(length * 0.3, random.between(0.1, 0.3) * longest);
        lines.push(line.map(([x, y]) => [x + lean[0], y + lean[1]]));
        if (to >= xs[index + 1]) break;
      }
    }
  }
  return lines;
}

export interface Around {
  /** How far in from the outline each stroke runs: a share of the way from the middle, low to high. */
  scale: readonly [number, number];
  /** How much of the way round each stroke goes, low to high (1: all the way). */
  span: readonly [number, number];
  /** Where the strokes gather, as an angle from the middle (light from the upper left: -3π/4); none: anywhere. */
  facing?: number;
  /** How far either way of `facing` they may start, in radians. */
  spread?: number;
  lean?: Point;
}

/**
 * Strokes round a roundish outline, each a piece of a smaller ring of it (so they curve the way round
 * it, as a brush models a bun, a skirt or a shoulder), of uneven length and depth, inside it.
 */
export function strokesAround(outline: readonly Point[], count: number, random: Random, options: Around): Point[][] {
  const [cx, cy] = centreOf(outline);
  const [dx, dy] = options.lean ?? [0, 0];
  const angles = outline.map(([x, y]) => Math.atan2(y - cy, x - cx));
  const lines: Point[][] = [];
  for (let stroke = 0; stroke < count; stroke++) {
    const scale = random.between(...options.scale);
    const steps = Math.max(2, Math.round(outline.length * random.between(...options.span)));
    let start = Math.floor(random.next() * outline.length);
    if (options.facing !== undefined) {
      // The stroke's middle near the facing angle: start half a stroke before the point nearest it.
      const aim = options.facing + random.jitter(options.spread ?? 0.8);
      const gap = (angle: number) => Math.abs(Math.atan2(Math.sin(angle - aim), Math.cos(angle - aim)));
      const nearest = angles.reduce((best, angle, index) => (gap(angle) < gap(angles[best]) ? index : best), 0);
      start = (nearest - Math.round(steps / 2) + outline.length) % outline.length;
    }
    const line: Point[] = [];
    for (let step = 0; step <= steps; step += 2) {
      const [x, y] = outline[(start + step) % outline.length];
      line.push([cx + (x - cx) * scale + dx, cy + (y - cy) * scale + dy]);
    }
    if (line.length > 1) lines.push(line);
  }
  return lines;
}

/**
 * The longest unbroken run of a closed outline's points that `keep` accepts, in order round it: an
 * edge picked out as one line (a lit rim), never a chord jumping across the shape where the run
 * wraps past the outline's first point.
 */
export function runOf(outline: readonly Point[], keep: (point: Point) => boolean): Point[] {
  const kept = outline.map(keep);
  const gap = kept.indexOf(false);
  if (gap < 0) return outline.slice();
  let [best, run]: Point[][] = [[], []];
  for (let step = 1; step <= outline.length; step++) {
    const index = (gap + step) % outline.length;
    if (kept[index]) run.push(outline[index]);
    else [best, run] = [run.length > best.length ? run : best, []];
  }
  return best;
}
