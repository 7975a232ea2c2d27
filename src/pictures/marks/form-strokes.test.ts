import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import type { Point } from '../shapes.ts';
import { axisOf, runOf, strokesAlong, strokesAround } from './form-strokes.ts';
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
  test('strokes round a round thing lie inside it, curve with it, and gather on the side asked for', () => {
    const head = traced(
      Array.from({ length: 10 }, (_, index) => [300 + Math.cos(index / 1.6) * 30, 200 + Math.sin(index / 1.6) * 30] as Point),
      true,
      true,
      4,
    );
    const round = { scale: [0.4, 0.8], span: [0.15, 0.35] } as const;
    const lines = strokesAround(head, 6, seeded('d'), round);
    expect(lines).toHaveLength(6);
    for (const line of lines) for (const point of line) expect(contains(head, point)).toBe(true);
    // A piece of a ring: its middle bulges away from the chord between its ends.
    const [first, middle, last] = [lines[0][0], lines[0][Math.floor(lines[0].length / 2)], lines[0][lines[0].length - 1]];
    expect(Math.hypot(middle[0] - (first[0] + last[0]) / 2, middle[1] - (first[1] + last[1]) / 2)).toBeGreaterThan(0.5);
    const lit = strokesAround(head, 4, seeded('l'), { ...round, facing: (-3 * Math.PI) / 4, spread: 0.3 });
    for (const line of lit) {
      const [x, y] = line[Math.floor(line.length / 2)];
      expect(x + y).toBeLessThan(500);
    }
  });
  test('a lit rim is one run round the outline, even where it wraps past the first point', () => {
    const ring: Point[] = Array.from({ length: 12 }, (_, index) => [
      Math.cos((index / 12) * Math.PI * 2),
      Math.sin((index / 12) * Math.PI * 2),
    ]);
    const run = runOf(ring, ([x]) => x > 0.1);
    expect(run).toHaveLength(5);
    // In order round the ring: no step longer than one edge (a chord across the shape would be).
    for (let index = 1; index < run.length; index++)
      expect(Math.hypot(run[index][0] - run[index - 1][0], run[index][1] - run[index - 1][1])).toBeLessThan(0.6);
  });
});
