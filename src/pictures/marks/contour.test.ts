import { describe, expect, test } from 'vitest';
import { ellipse, rect } from '../shapes.ts';
import { contour, drawnRuns, signedArea, thickness } from './contour.ts';

describe('contour', () => {
  test('follows a smooth ring closely and keeps a straight outline’s corners', () => {
    const ring = contour(ellipse(100, 100, 40, 40, '#000').points, true, true, 4);
    for (const [x, y] of ring) expect(Math.abs(Math.hypot(x - 100, y - 100) - 40)).toBeLessThan(3);
    const box = contour(rect(10, 10, 40, 20, '#000').points, true, false, 5);
    expect(box).toContainEqual([50, 30]);
    expect(box.length).toBe(24);
  });
  test('measures thickness and turning', () => {
    const box = contour(rect(0, 0, 100, 10, '#000').points, true, false, 5);
    expect(thickness(box)).toBeCloseTo(9.1, 1);
    expect(signedArea(box)).toBeGreaterThan(0);
  });
  test('leaves out the stretches an outline runs along the frame', () => {
    const hill = contour(rect(0, 300, 480, 60, '#000').points, true, false, 10);
    const runs = drawnRuns(hill, true);
    expect(runs).toHaveLength(1);
    for (const [, y] of runs[0]) expect(y).toBe(300);
    expect(drawnRuns(contour(rect(10, 10, 20, 20, '#000').points, true, false), true)[0]).toHaveLength(17);
  });
});
