import { describe, expect, test } from 'vitest';
import type { Point } from '../shapes.ts';
import { centreOf, contains, perimeter, spanOf, swollen, traced } from './outline.ts';

const square: Point[] = [
  [0, 0],
  [100, 0],
  [100, 100],
  [0, 100],
];

describe('an outline as points', () => {
  test('straight edges are cut into pieces about `spacing` long', () => {
    const points = traced(square, true, false, 10);
    expect(points).toHaveLength(40);
    expect(perimeter(points)).toBeCloseTo(400);
  });
  test('a smooth ring stays on the curve svg.ts draws through its points (inside the control polygon)', () => {
    const points = traced(square, true, true, 5);
    expect(points.length).toBeGreaterThan(20);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(100);
      expect(Math.hypot(x - 50, y - 50)).toBeLessThanOrEqual(71);
    }
    expect(centreOf(points)[0]).toBeCloseTo(50, 0);
  });
  test('an open line keeps both its ends', () => {
    const points = traced(square.slice(0, 3), false, true, 5);
    expect(points[0]).toEqual([0, 0]);
    expect(points.at(-1)).toEqual([100, 100]);
  });
  test('inside, outside and the box round it', () => {
    expect(contains(square, [50, 50])).toBe(true);
    expect(contains(square, [150, 50])).toBe(false);
    expect(spanOf(square)).toEqual([100, 100]);
  });
});

// The paper under a child's colouring is the outline drawn in by a fixed width, all round.
test('drawn in, every point of an outline comes in toward its middle by the width asked', () => {
  const small: Point[] = [
    [0, 0],
    [40, 0],
    [40, 40],
    [0, 40],
  ];
  const inner = swollen(small, -3);
  inner.forEach(([x, y], index) => {
    const [ox, oy] = small[index];
    expect(Math.hypot(20 - ox, 20 - oy) - Math.hypot(20 - x, 20 - y)).toBeCloseTo(3, 6);
  });
});
