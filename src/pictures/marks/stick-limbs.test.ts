// A child's stick arm bends but never folds into a loop: an arm doubled back to the face bows out at most
// a little under half its straight length, and a gently bent arm is drawn as it is.
import { describe, expect, test } from 'vitest';
import type { Point } from '../shapes.ts';
import { gentled } from './stick-limbs.ts';

const bulge = (spine: readonly Point[]) => {
  const [start, end] = [spine[0], spine[spine.length - 1]];
  const chord = Math.hypot(end[0] - start[0], end[1] - start[1]);
  const off = (p: Point) => Math.abs((end[0] - start[0]) * (start[1] - p[1]) - (start[0] - p[0]) * (end[1] - start[1])) / chord;
  return Math.max(...spine.map(off)) / chord;
};

describe('a stick arm', () => {
  test('folded to a hand at the face, it bows out no more than 0.4 of its straight length, ends kept', () => {
    const folded: Point[] = [
      [100, 100],
      [140, 110],
      [112, 80],
    ];
    const drawn = gentled(folded);
    expect(bulge(folded)).toBeGreaterThan(0.4);
    expect(bulge(drawn)).toBeLessThanOrEqual(0.4 + 1e-9);
    expect(drawn[0]).toEqual(folded[0]);
    expect(drawn[2]).toEqual(folded[2]);
  });

  test('gently bent, it is drawn as it is', () => {
    const bent: Point[] = [
      [100, 100],
      [120, 130],
      [150, 150],
    ];
    expect(gentled(bent)).toEqual(bent);
  });
});
