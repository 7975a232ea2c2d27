import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import type { Point } from '../shapes.ts';
import { axisOf, dabsAround, strokesAlong } from './form-strokes.ts';
import { contains, traced } from './outline.ts';

const sleeve: Point[] = traced(
  [
    [100, 100],
    [220, 130],
    [214, 154],
    [94, 124],
  ],
  true,
  false,
  6,
);

describe('strokes that follow the form', () => {
  test('a long thing is read along its length', () => {
    const { angle, ratio } = axisOf(sleeve);
    expect(angle).toBeCloseTo(Math.atan2(30, 120), 1);
    expect(ratio).toBeGreaterThan(3);
  });
  test('strokes along it lie inside it, the same for the same seed', () => {
    const lines = strokesAlong(sleeve, axisOf(sleeve).angle, 8, seeded('s'), [0, 0], 60);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines).toEqual(strokesAlong(sleeve, axisOf(sleeve).angle, 8, seeded('s'), [0, 0], 60));
    for (const line of lines) for (const point of line) expect(contains(sleeve, point)).toBe(true);
  });
  test('dabs round a round thing lie inside it', () => {
    const head = traced(
      Array.from({ length: 10 }, (_, index) => [300 + Math.cos(index / 1.6) * 30, 200 + Math.sin(index / 1.6) * 30] as Point),
      true,
      true,
      4,
    );
    for (const line of dabsAround(head, 6, 5, seeded('d'))) for (const point of line) expect(contains(head, point)).toBe(true);
  });
});
