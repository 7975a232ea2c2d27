import { describe, expect, test } from 'vitest';
import type { Point } from '../shapes.ts';
import { roundPath, trace } from './trace.ts';

const square: Point[] = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
];

describe('trace', () => {
  test('keeps a straight outline as it is', () => {
    expect(trace(square, true, false)).toEqual(square);
  });
  test('samples a smooth closed outline through the middles of its controls', () => {
    const traced = trace(square, true, true, 3);
    expect(traced).toHaveLength(12);
    expect(traced[2]).toEqual([5, 0]);
    expect(traced[11]).toEqual([0, 5]);
  });
  test('runs a smooth open line from its first point to its last', () => {
    const traced = trace(
      [
        [0, 0],
        [10, 10],
        [20, 0],
      ],
      false,
      true,
      4,
    );
    expect(traced[0]).toEqual([0, 0]);
    expect(traced[traced.length - 1]).toEqual([20, 0]);
  });
});

describe('roundPath', () => {
  test('writes whole pixels, each step relative to the last, minus signs as separators', () => {
    expect(
      roundPath(
        [
          [0.4, 0.6],
          [10.2, 0],
          [3, 8],
        ],
        true,
        false,
      ),
    ).toBe('M0 1l10-1-7 8z');
  });
  test('writes a smooth shape as relative quadratic curves', () => {
    expect(roundPath(square, true, true)).toBe('M0 5q0-5 5-5 5 0 5 5 0 5-5 5-5 0-5-5z');
  });
});
