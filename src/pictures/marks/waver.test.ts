// A wavering line drifts slowly within its bound and never leaves the frame's edge.
import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import type { Point } from '../shapes.ts';
import { contour } from './contour.ts';
import { waver } from './waver.ts';

const square: Point[] = [
  [100, 100],
  [300, 100],
  [300, 300],
  [100, 300],
];

describe('waver', () => {
  const outline = contour(square, true, false, 4);
  const wavered = waver(outline, seeded('waver'), 1.5, 40);
  const moved = wavered.map(([x, y], index) => Math.hypot(x - outline[index][0], y - outline[index][1]));

  test('moves each point by no more than the amount, and some by most of it', () => {
    expect(Math.max(...moved)).toBeLessThanOrEqual(1.5 + 1e-9);
    expect(Math.max(...moved)).toBeGreaterThan(0.9);
  });

  test('drifts in waves, not jitter: points 4 px apart move by amounts within 0.8 of the bound of each other', () => {
    const steps = moved.slice(1).map((distance, index) => Math.abs(distance - moved[index]));
    expect(Math.max(...steps)).toBeLessThan(1.5 * 0.8);
  });

  test('leaves points on the frame where they are', () => {
    const cut = contour(
      [
        [0, 100],
        [200, 100],
        [200, 360],
        [0, 360],
      ],
      true,
      false,
      4,
    );
    const kept = waver(cut, seeded('frame'), 2, 40);
    cut.forEach(([x, y], index) => {
      if (x <= 0.6 || y >= 359.4) expect(kept[index]).toEqual([x, y]);
    });
  });
});
