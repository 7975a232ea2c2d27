import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { ellipse, rect } from '../shapes.ts';
import { contour } from './contour.ts';
import { hatchStrokes } from './hatching.ts';

const ring = contour(ellipse(200, 150, 50, 50, '#000').points, true, true, 5);
const pass = { angle: -Math.PI / 3, spacing: 3, depth: 30 };

describe('hatching', () => {
  test('is the same for the same seed', () => {
    expect(hatchStrokes(ring, pass, seeded('a'))).toEqual(hatchStrokes(ring, pass, seeded('a')));
  });
  test('lies inside the shape, on its shadow side (lower right)', () => {
    const strokes = hatchStrokes(ring, pass, seeded('a'));
    expect(strokes.length).toBeGreaterThan(10);
    for (const stroke of strokes) {
      for (const [x, y] of stroke) {
        expect(Math.hypot(x - 200, y - 150)).toBeLessThan(50.5);
        expect(x - 200 + (y - 150)).toBeGreaterThan(-20);
      }
    }
  });
  test('denser with closer spacing, and all over with no light', () => {
    const box = contour(rect(100, 100, 60, 60, '#000').points, true, false, 10);
    const light = hatchStrokes(box, { angle: 0, spacing: 6, depth: 20 }, seeded('a'));
    const dark = hatchStrokes(box, { angle: 0, spacing: 2, depth: 20 }, seeded('a'));
    expect(dark.length).toBeGreaterThan(light.length * 2);
    const all = hatchStrokes(box, { angle: 0, spacing: 6, depth: Number.POSITIVE_INFINITY }, seeded('a'));
    expect(all).toHaveLength(10);
    for (const [[x1], [x2]] of all) expect(x2 - x1).toBeCloseTo(59.2, 1);
  });
});
