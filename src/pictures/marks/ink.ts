// A pen line drawn as a filled ribbon whose width changes along it, as a dip pen's line does: it swells
// where the form turns away from the light (the lower right) and thins to a hair where the light falls,
// tapers to a point where the pen touches down and lifts, and a long outline is drawn in a few
// strokes that start at different places. Geometry only, so it prints as a vector at any size.
import type { Random } from '../random.ts';
import { HEIGHT, type Point, WIDTH } from '../shapes.ts';
import { drawnRuns, signedArea } from './contour.ts';
import { relativePath } from './path.ts';

export interface Pen {
  /** The widest the line gets, on the side away from the light. */
  weight: number;
  /** The narrowest, on the lit side, as a share of `weight`. */
  thin: number;
  /** How long the taper is at each end of a stroke, in pixels. */
  taper: number;
}

/** Toward the shadow: light comes from the upper left, and the pen presses hardest under things. */
const SHADE: Point = [0.5, 0.866];

const inFrame = (x: number, y: number): Point => [Math.min(WIDTH, Math.max(0, x)), Math.min(HEIGHT, Math.max(0, y))];

/** Unit normals along a run; `outward` +1 or -1 turns them to the outside of a closed outline, 0 for a free line. */
function normals(run: readonly Point[], outward: number): Point[] {
  const sign = outward === 0 ? 1 : outward;
  return run.map((_, index) => {
    const [a, b] = [run[Math.max(0, index - 1)], run[Math.min(run.length - 1, index + 1)]];
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return [(sign * (b[1] - a[1])) / length, (-sign * (b[0] - a[0])) / length];
  });
}

/** The ribbon round one stroke: widths swell toward the shadow (or stay even on a free line) and taper at both ends. */
function ribbon(run: readonly Point[], outward: number, pen: Pen): string {
  const sides = normals(run, outward);
  const along = [0];
  for (let index = 1; index < run.length; index++)
    along.push(along[index - 1] + Math.hypot(run[index][0] - run[index - 1][0], run[index][1] - run[index - 1][1]));
  const total = along[along.length - 1];
  const taper = Math.min(pen.taper, total / 2.5) || 1;
  const left: Point[] = [];
  const right: Point[] = [];
  run.forEach(([x, y], index) => {
    const [nx, ny] = sides[index];
    const facing = outward === 0 ? 0.6 : facingOf([nx, ny]);
    const end = Math.min(1, along[index] / taper, (total - along[index]) / taper);
    const half = (pen.weight * (pen.thin + (1 - pen.thin) * facing ** 2) * (0.12 + 0.88 * Math.sqrt(Math.max(0, end)))) / 2;
    left.push(inFrame(x + nx * half, y + ny * half));
    right.push(inFrame(x - nx * half, y - ny * half));
  });
  return relativePath([...left, ...right.reverse()], true);
}

/** How squarely an outline's point faces away from the light: 0 lit, 1 in full shadow. */
const facingOf = ([nx, ny]: Point) => Math.max(0, (1 + nx * SHADE[0] + ny * SHADE[1]) / 2);

/** The stretches of a run that turn away from the light, a point longer at each end. */
function shadowSide(run: readonly Point[], outward: number): Point[][] {
  const shaded = normals(run, outward).map((normal) => facingOf(normal) > 0.32);
  const runs: Point[][] = [];
  let current: Point[] = [];
  run.forEach((point, index) => {
    if (shaded[index] || shaded[index - 1] || shaded[index + 1]) current.push(point);
    else if (current.length) {
      runs.push(current);
      current = [];
    }
  });
  if (current.length) runs.push(current);
  return runs.filter((part) => part.length > 2);
}

/**
 * Path data for the ink along an outline (from `contour`), left out where it runs along the frame. A
 * pen with `thin` 0 draws only the side away from the light, swelling and tapering (the caller strokes
 * the lit side as a hairline); otherwise a whole closed outline is drawn in strokes that overlap a
 * little where the pen lifts.
 */
export function inkLine(outline: readonly Point[], closed: boolean, pen: Pen, random: Random): string {
  const outward = closed ? (signedArea(outline) > 0 ? 1 : -1) : 0;
  const runs = drawnRuns(outline, closed);
  const whole = closed && runs.length === 1 && runs[0].length === outline.length + 1;
  const count = outline.length;
  if (closed && pen.thin === 0) {
    // Start a whole outline at its most lit point, so no shaded stretch is split at the seam.
    let parts = runs;
    if (whole) {
      const facings = normals(outline, outward).map(facingOf);
      const lightest = facings.indexOf(Math.min(...facings));
      parts = [[...outline.slice(lightest), ...outline.slice(0, lightest + 1)]];
    }
    return parts
      .flatMap((run) => shadowSide(run, outward))
      .map((run) => ribbon(run, outward, pen))
      .join('');
  }
  if (!whole) return runs.map((run) => ribbon(run, outward, pen)).join('');
  const ring = outline;
  let perimeter = 0;
  for (let index = 0; index < count; index++)
    perimeter += Math.hypot(ring[(index + 1) % count][0] - ring[index][0], ring[(index + 1) % count][1] - ring[index][1]);
  const strokes = perimeter < 70 ? 1 : perimeter < 260 ? 2 : 3;
  const start = Math.floor(random.next() * count);
  const overlap = Math.max(1, Math.round(count * 0.04));
  let d = '';
  for (let stroke = 0; stroke < strokes; stroke++) {
    const from = start + Math.round((stroke * count) / strokes);
    const to = start + Math.round(((stroke + 1) * count) / strokes) + (strokes > 1 ? overlap : 0);
    const run: Point[] = [];
    for (let index = from; index <= Math.min(to, from + count); index++) run.push(ring[index % count]);
    d += ribbon(run, outward, pen);
  }
  return d;
}
