// A giraffe bowing to a child's hand stands on its own ground, its body near enough to the child to be in
// the picture: with its nose brought down from up top, its body sank below the frame (reviews 104, 105).
import { describe, expect, test } from 'vitest';
import { bowingGiraffe } from './giraffe.ts';

describe('a giraffe bowing to a hand', () => {
  test.each([1, -1] as const)('facing %i: nose at the hand, feet on the ground, body beside the neck', (facing) => {
    const shapes = bowingGiraffe([300, 200], 282, facing);
    const head = shapes.filter((shape) => shape.held === 'giraffe').flatMap((shape) => shape.points);
    const nearest = Math.min(...head.map(([x, y]) => Math.hypot(x - 300, y - 200)));
    expect(nearest).toBeLessThan(3);
    const all = shapes.flatMap((shape) => shape.points);
    expect(Math.max(...all.map(([, y]) => y))).toBe(282);
    const xs = all.map(([x]) => x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeLessThan(200);
    // The body lies away from the child, on the side the giraffe comes from.
    expect((xs.reduce((sum, x) => sum + x, 0) / xs.length - 300) * facing < 0).toBe(true);
  });
});
