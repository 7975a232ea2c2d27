import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import type { Point } from '../shapes.ts';
import { curvesPath, linesPath, roughSeed, roughSets, strokesOf, zigzagPath } from './rough.ts';

describe('roughjs strokes', () => {
  test('the same seed gives the same strokes', () => {
    const draw = () =>
      curvesPath(
        strokesOf(
          roughSets(
            [
              [0, 0],
              [40, 0],
              [40, 30],
            ],
            'polygon',
            { seed: roughSeed(seeded('a')) },
          )[0].ops,
        ),
      );
    expect(draw()).toBe(draw());
    expect(draw()).toMatch(/^M\d+ \d+c/);
  });
  test('a polygon is gone round twice, so each edge is two strokes', () => {
    const [outline] = roughSets(
      [
        [0, 0],
        [40, 0],
        [40, 30],
      ],
      'polygon',
      { seed: 7 },
    );
    expect(strokesOf(outline.ops)).toHaveLength(6);
  });
  test('straight strokes and zigzags are short relative path data', () => {
    expect(
      linesPath([
        [
          [1.2, 2],
          [5, 9.6],
        ],
      ]),
    ).toBe('M1 2l4 8');
    expect(
      zigzagPath([
        [0, 0],
        [10, 5],
        [0, 10],
      ]),
    ).toBe('M0 0l10 5-10 5');
  });
  test('a stroke that wobbles past the edge of the page stops at it', () => {
    const pastTheEdge: [Point, Point] = [
      [-3, 2],
      [490, 370],
    ];
    expect(linesPath([pastTheEdge])).toBe('M0 2l480 358');
    expect(
      curvesPath([
        {
          from: [-2, 5],
          curve: [
            [-4, 6],
            [10, -3],
            [20, 8],
          ],
        },
      ]),
    ).toBe('M0 5c0 1 10-5 20 3');
  });
});
