import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import type { Point } from '../shapes.ts';
import { crayonLine } from './crayon-line.ts';

const ring: Point[] = Array.from({ length: 8 }, (_, index) => [100 + Math.cos(index * 0.8) * 30, 100 + Math.sin(index * 0.8) * 30]);

describe('crayonLine', () => {
  test('is the same line for the same seed', () => {
    expect(crayonLine(ring, true, true, seeded('a'))).toBe(crayonLine(ring, true, true, seeded('a')));
  });
  test('goes round a smooth shape twice', () => {
    expect(crayonLine(ring, true, true, seeded('a')).match(/M/g)).toHaveLength(2);
  });
  test('draws every edge of a straight shape twice, and an open line end to end', () => {
    const square: Point[] = [
      [0, 0],
      [20, 0],
      [20, 20],
      [0, 20],
    ];
    expect(crayonLine(square, true, false, seeded('a')).match(/c/g)).toHaveLength(8);
    expect(
      crayonLine(
        [
          [0, 0],
          [30, 4],
        ],
        false,
        true,
        seeded('a'),
      ).match(/c/g),
    ).toHaveLength(2);
  });
});
