import { describe, expect, test } from 'vitest';
import { pathPoints as visited } from '../../../tests/support/path-points.ts';
import { pathData } from '../svg.ts';
import { relativePath, segmentsPath, smoothPath } from './path.ts';

describe('compact path data', () => {
  test('relative steps land on the rounded points without drift', () => {
    const points: [number, number][] = Array.from({ length: 50 }, (_, index) => [100 + index * 1.234, 50 - index * 0.777]);
    const d = relativePath(points, true);
    expect(d.endsWith('z')).toBe(true);
    expect(visited(d).at(-1)).toEqual([160.5, 11.9]);
  });
  test('a smooth ring draws the same curve as pathData', () => {
    const points: [number, number][] = [
      [10, 10],
      [50, 12.35],
      [40, 30],
      [0, 25],
    ];
    expect(visited(smoothPath(points))).toEqual(visited(pathData(points, true, true)));
  });
  test('separate strokes start where they should', () => {
    const d = segmentsPath([
      [
        [1, 2],
        [3, 4],
      ],
      [
        [10, 10],
        [12, 8],
      ],
    ]);
    expect(d).toBe('M1 2l2 2m7 6l2-2');
  });
});
