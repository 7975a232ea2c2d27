import { describe, expect, test } from 'vitest';
import type { Point } from '../shapes.ts';
import { relativePath } from './relative-path.ts';

/** The points a relative path visits (ends of each move), read back as absolute coordinates. */
function visited(d: string): Point[] {
  const numbers = [...d.matchAll(/-?\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  const perMove = d.includes('q') ? 4 : 2;
  let [x, y] = [numbers[0], numbers[1]];
  const points: Point[] = [[x, y]];
  for (let index = 2; index + perMove <= numbers.length; index += perMove) {
    [x, y] = [x + numbers[index + perMove - 2], y + numbers[index + perMove - 1]];
    points.push([Math.round(x * 10) / 10, Math.round(y * 10) / 10]);
  }
  return points;
}

const ring: Point[] = Array.from({ length: 40 }, (_, index) => [
  240 + Math.cos(index / 6.4) * 123.456,
  180 + Math.sin(index / 6.4) * 98.765,
]);

describe('relative path data', () => {
  test('straight: visits every point, rounded, without drifting', () => {
    const points = visited(relativePath(ring, true, true));
    expect(points).toHaveLength(ring.length);
    points.forEach(([x, y], index) => {
      expect(Math.abs(x - ring[index][0])).toBeLessThanOrEqual(0.051);
      expect(Math.abs(y - ring[index][1])).toBeLessThanOrEqual(0.051);
    });
    const whole = visited(relativePath(ring, true));
    expect(whole.at(-1)).toEqual([Math.round(ring[39][0]), Math.round(ring[39][1])]);
  });
  test('smooth and closed: comes back to where it began, through the midpoints', () => {
    const d = relativePath(ring, true, false, true);
    expect(d).toMatch(/^M[\d ]+q[-\d .]+z$/);
    const points = visited(d);
    expect(points.at(-1)).toEqual(points[0]);
  });
  test('is short: no space before a minus sign, no leading plus, whole pixels when asked', () => {
    const d = relativePath(
      [
        [10, 10],
        [5, 4],
        [9.04, 8],
      ],
      false,
    );
    expect(d).toBe('M10 10l-5-6 4 4');
    expect(relativePath([[1, 1]], true)).toBe('');
  });
});
