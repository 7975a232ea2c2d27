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

describe('strokes drawn freehand', () => {
  const strokes: [[number, number], [number, number]][] = [
    [
      [10, 10],
      [50, 30],
    ],
    [
      [12.4, 40],
      [60, 44.6],
    ],
    [
      [5, 5],
      [5, 60],
    ],
  ];
  test('each starts and ends where its straight line does', () => {
    expect(visited(segmentsPath(strokes, true))).toEqual(visited(segmentsPath(strokes)));
  });
  test('each bows to one side of its line, not all by the same share of its length', () => {
    const bows = [...segmentsPath(strokes, true).matchAll(/q(-?[0-9.]+)[ ,]?(-?[0-9.]+)[ ,]?(-?[0-9.]+)[ ,]?(-?[0-9.]+)/g)].map(
      ([, cx, cy, dx, dy]) => {
        const [c, d] = [
          [Number(cx), Number(cy)],
          [Number(dx), Number(dy)],
        ];
        return Math.round((((c[0] - d[0] / 2) * -d[1] + (c[1] - d[1] / 2) * d[0]) / Math.hypot(d[0], d[1]) ** 2) * 100);
      },
    );
    expect(bows).toHaveLength(3);
    expect(bows.every((bow) => bow !== 0)).toBe(true);
    expect(new Set(bows.map(Math.abs)).size).toBeGreaterThan(1);
  });
});
