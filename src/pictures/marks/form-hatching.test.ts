import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { ellipse } from '../shapes.ts';
import { contour } from './contour.ts';
import { formHatching } from './form-hatching.ts';

const ring = contour(ellipse(200, 150, 50, 50, '#000').points, true, true, 5);

describe('hatching that follows the form', () => {
  test('is the same for the same seed', () => {
    const hatch = { spacing: 3, depth: 20, crossed: true };
    expect(formHatching(ring, hatch, seeded('a'))).toEqual(formHatching(ring, hatch, seeded('a')));
  });
  test('curves round a ball inside its shadow side (lower right, darkest below), never out of it', () => {
    const strokes = formHatching(ring, { spacing: 3, depth: 20, crossed: false }, seeded('a'));
    expect(strokes.length).toBeGreaterThanOrEqual(4);
    for (const stroke of strokes) {
      for (const [x, y] of stroke) {
        expect(Math.hypot(x - 200, y - 150)).toBeLessThan(50);
        expect(0.5 * (x - 200) + 0.866 * (y - 150)).toBeGreaterThan(0);
      }
      // A curve, not a ruled line: its middle lies off the chord between its ends.
      const [a, b, middle] = [stroke[0], stroke[stroke.length - 1], stroke[Math.floor(stroke.length / 2)]];
      const chord = Math.hypot(b[0] - a[0], b[1] - a[1]);
      const off = Math.abs((b[0] - a[0]) * (a[1] - middle[1]) - (a[0] - middle[0]) * (b[1] - a[1])) / chord;
      expect(off).toBeGreaterThan(1);
    }
  });
  test('deeper rows are shorter, and the darkest tones are crossed from the edge inward', () => {
    const plain = formHatching(ring, { spacing: 3, depth: 20, crossed: false }, seeded('a'));
    const crossed = formHatching(ring, { spacing: 3, depth: 20, crossed: true }, seeded('a'));
    expect(plain[0].length).toBeGreaterThan(plain[plain.length - 1].length);
    const ticks = crossed.filter((stroke) => stroke.length === 2);
    expect(ticks.length).toBeGreaterThan(5);
    for (const [edge, inner] of ticks)
      expect(Math.hypot(inner[0] - 200, inner[1] - 150)).toBeLessThan(Math.hypot(edge[0] - 200, edge[1] - 150));
  });
  // Evenly spaced rows and cross-strokes square to the edge at one pace read as "mechanical", "a comb" (review 101).
  test('is laid by eye: rows at uneven spacing, cross-strokes at a slant to the edge', () => {
    const strokes = formHatching(ring, { spacing: 3, depth: 20, crossed: true }, seeded('a'));
    const radius = ([x, y]: readonly [number, number]) => Math.hypot(x - 200, y - 150);
    const rows = strokes
      .filter((stroke) => stroke.length > 2)
      .map((stroke) => stroke.reduce((sum, point) => sum + radius(point), 0) / stroke.length);
    const gaps = rows.slice(1).map((row, index) => Math.abs(rows[index] - row));
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeGreaterThan(0.8);
    const slants = strokes
      .filter((stroke) => stroke.length === 2)
      .map(([[x0, y0], [x1, y1]]) => {
        const [rx, ry] = [200 - x0, 150 - y0];
        return Math.abs(Math.atan2(rx * (y1 - y0) - ry * (x1 - x0), rx * (x1 - x0) + ry * (y1 - y0)));
      });
    expect(slants.reduce((sum, slant) => sum + slant, 0) / slants.length).toBeGreaterThan(0.15);
  });
});
