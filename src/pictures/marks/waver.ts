// A line drawn by hand wavers: it drifts a little to either side of where it means to go, slowly,
// over a few tens of pixels, never jittering point to point (jitter reads as a rough edge, not a hand).
import type { Random } from '../random.ts';
import type { Point } from '../shapes.ts';
import { onFrame } from './contour.ts';

/** The points of a closed contour (from `contour`) pushed along their normals by up to `amount`, in waves about `wavelength` long; points on the frame stay. */
export function waver(outline: readonly Point[], random: Random, amount: number, wavelength: number): Point[] {
  const count = outline.length;
  if (count < 3) return [...outline];
  const [phase, second] = [random.next() * Math.PI * 2, random.next() * Math.PI * 2];
  let along = 0;
  return outline.map((point, index) => {
    const [before, after] = [outline[(index + count - 1) % count], outline[(index + 1) % count]];
    if (index > 0) along += Math.hypot(point[0] - outline[index - 1][0], point[1] - outline[index - 1][1]);
    if (onFrame(point)) return point;
    const length = Math.hypot(after[0] - before[0], after[1] - before[1]) || 1;
    const [nx, ny] = [(after[1] - before[1]) / length, -(after[0] - before[0]) / length];
    const turn = (along / wavelength) * Math.PI * 2;
    const push = amount * (0.65 * Math.sin(phase + turn) + 0.35 * Math.sin(second + turn * 1.7));
    return [point[0] + nx * push, point[1] + ny * push];
  });
}
