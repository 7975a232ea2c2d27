import { describe, expect, test } from 'vitest';
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

/** The absolute points a path of M and relative l commands reaches. */
function reached(d: string): Point[] {
  const points: Point[] = [];
  let at: Point = [0, 0];
  for (const [, command, numbers] of d.matchAll(/([Ml])([^Ml]*)/g)) {
    const values = numbers.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
    for (let index = 0; index < values.length; index += 2) {
      at = command === 'M' ? [values[index], values[index + 1]] : [at[0] + values[index], at[1] + values[index + 1]];
      points.push(at);
    }
  }
  return points;
}

describe('hachure', () => {
  test('is the same strokes for the same seed', () => {
    expect(hachure(box, seeded('a'), style)).toBe(hachure(box, seeded('a'), style));
    expect(hachure(box, seeded('a'), style)).not.toBe(hachure(box, seeded('b'), style));
  });
  test('lays strokes across the shape and no further than a crayon overshoots', () => {
    const points = reached(hachure(box, seeded('a'), style));
    expect(points.length).toBeGreaterThan(40);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(94);
      expect(x).toBeLessThanOrEqual(186);
      expect(y).toBeGreaterThanOrEqual(94);
      expect(y).toBeLessThanOrEqual(166);
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
