import { describe, expect, test } from 'vitest';
import { pathPoints } from '../../../tests/support/path-points.ts';
import { seeded } from '../random.ts';
import type { Point } from '../shapes.ts';
import { hachure } from './hachure.ts';

const box: Point[] = [
  [100, 100],
  [180, 100],
  [180, 160],
  [100, 160],
];
const style = { gap: 4, angle: -41, roughness: 1, skips: 0.3 };

describe('hachure', () => {
  test('is the same strokes for the same seed', () => {
    expect(hachure(box, seeded('a'), style)).toBe(hachure(box, seeded('a'), style));
    expect(hachure(box, seeded('a'), style)).not.toBe(hachure(box, seeded('b'), style));
  });
  test('lays strokes across the shape and no further than a crayon overshoots', () => {
    const points = pathPoints(hachure(box, seeded('a'), style));
    expect(points.length).toBeGreaterThan(40);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(94);
      expect(x).toBeLessThanOrEqual(186);
      expect(y).toBeGreaterThanOrEqual(94);
      expect(y).toBeLessThanOrEqual(166);
    }
  });
  // Ruled straight, a thing's strokes read as "machine-even hatching" (reviews 130, 131).
  test('bowed, swings every stroke in an arc to the same side', () => {
    const d = hachure(box, seeded('a'), { ...style, skips: 0, bow: 0.08 });
    const arcs = [...d.matchAll(/q(-?\d+)[ ,]?(-?\d+)[ ,]?(-?\d+)[ ,]?(-?\d+)/g)].map((match) => match.slice(1).map(Number));
    expect(arcs.length).toBeGreaterThan(10);
    // The control point's side of the chord from the start (0, 0) to the end: the same sign for every long stroke.
    const sides = arcs.filter(([, , ex, ey]) => Math.hypot(ex, ey) > 20).map(([cx, cy, ex, ey]) => Math.sign(ex * cy - ey * cx));
    expect(sides.length).toBeGreaterThan(5);
    expect(new Set(sides).size).toBe(1);
    expect(sides[0]).not.toBe(0);
  });
  test('hurried, leaves more paper at one end of a thing than at the other', () => {
    const wide: Point[] = [
      [40, 100],
      [400, 100],
      [400, 160],
      [40, 160],
    ];
    const upright = { ...style, angle: 0, skips: 0 };
    for (const seed of ['a', 'b', 'c']) {
      const xs = pathPoints(hachure(wide, seeded(seed), { ...upright, hurry: 0.6 })).map(([x]) => x);
      const [first, last] = [xs.filter((x) => x < 160).length, xs.filter((x) => x > 280).length];
      expect(Math.max(first, last)).toBeGreaterThan(Math.min(first, last) * 1.5);
      const even = pathPoints(hachure(wide, seeded(seed), upright)).map(([x]) => x);
      const [start, end] = [even.filter((x) => x < 160).length, even.filter((x) => x > 280).length];
      expect(Math.max(start, end)).toBeLessThan(Math.min(start, end) * 1.25);
    }
  });
  test('runs past the line by up to the overshoot, as a child colours in, and no further', () => {
    const past = (d: string) => pathPoints(d).filter(([x, y]) => x < 100 || x > 180 || y < 100 || y > 160).length;
    const over = pathPoints(hachure(box, seeded('a'), { ...style, overshoot: 4 }));
    expect(past(hachure(box, seeded('a'), { ...style, overshoot: 4 }))).toBeGreaterThan(past(hachure(box, seeded('a'), style)) + 10);
    for (const [x, y] of over) {
      expect(x).toBeGreaterThanOrEqual(90);
      expect(x).toBeLessThanOrEqual(190);
      expect(y).toBeGreaterThanOrEqual(90);
      expect(y).toBeLessThanOrEqual(170);
    }
  });
  test('leaves more paper with a wider gap, and skips where told to', () => {
    const strokes = (d: string) => d.split('M').length - 1;
    expect(strokes(hachure(box, seeded('a'), { ...style, gap: 8, skips: 0 }))).toBeLessThan(
      strokes(hachure(box, seeded('a'), { ...style, skips: 0 })),
    );
    expect(strokes(hachure(box, seeded('a'), { ...style, skips: 1 }))).toBeGreaterThan(
      strokes(hachure(box, seeded('a'), { ...style, skips: 0 })),
    );
  });
  test('scribbles back and forth in one stroke', () => {
    expect(hachure(box, seeded('a'), { ...style, zigzag: true }).split('M')).toHaveLength(2);
  });
});
