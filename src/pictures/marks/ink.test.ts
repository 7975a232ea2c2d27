import { describe, expect, test } from 'vitest';
import { pathPoints } from '../../../tests/support/path-points.ts';
import { seeded } from '../random.ts';
import { ellipse, HEIGHT, line, WIDTH } from '../shapes.ts';
import { contour } from './contour.ts';
import { inkLine } from './ink.ts';

const ring = contour(ellipse(200, 150, 50, 50, '#000').points, true, true, 5);
const pen = { weight: 3, thin: 0.3, taper: 7 };

describe('an ink line', () => {
  test('is the same for the same seed, and another for another', () => {
    expect(inkLine(ring, true, pen, seeded('a'))).toBe(inkLine(ring, true, pen, seeded('a')));
    expect(inkLine(ring, true, pen, seeded('a'))).not.toBe(inkLine(ring, true, pen, seeded('b')));
  });
  test('swells on the shadow side and thins in the light', () => {
    const points = pathPoints(inkLine(ring, true, pen, seeded('a')));
    const spread = (inside: (x: number, y: number) => boolean) => {
      const distances = points.filter(([x, y]) => inside(x, y)).map(([x, y]) => Math.hypot(x - 200, y - 150));
      return Math.max(...distances) - Math.min(...distances);
    };
    expect(spread((x, y) => x > 230 && y > 180)).toBeGreaterThan(2.4);
    expect(spread((x, y) => x < 170 && y < 120)).toBeLessThan(1.4);
  });
  test('with no lit line, draws only the side away from the light', () => {
    const points = pathPoints(inkLine(ring, true, { ...pen, thin: 0 }, seeded('a')));
    expect(points.length).toBeGreaterThan(10);
    expect(points.filter(([x, y]) => x < 185 && y < 135)).toEqual([]);
  });
  test('stays in the frame, and a free line tapers at both ends', () => {
    const edge = contour(
      line(
        [
          [-20, 100],
          [240, 380],
          [500, 100],
        ],
        '#000',
        2,
      ).points,
      false,
      true,
      5,
    );
    for (const [x, y] of pathPoints(inkLine(edge, false, pen, seeded('a')))) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(WIDTH);
      expect(y).toBeLessThanOrEqual(HEIGHT);
    }
    const free = pathPoints(
      inkLine(
        contour(
          [
            [100, 100],
            [200, 100],
          ],
          false,
          false,
          5,
        ),
        false,
        pen,
        seeded('a'),
      ),
    );
    expect(Math.abs(free[0][1] - 100)).toBeLessThan(0.3);
  });
});
