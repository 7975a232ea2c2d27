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

  test.each([200, 150, 100])('a nose %i high: the neck as thick across its middle as a neck is', (noseY) => {
    // The neck: the one smooth six-point piece, from the shoulders (first and last points) to the head (third and
    // fourth), its crest (second) across from its underside (fifth).
    const necks = bowingGiraffe([300, noseY], 282, 1).filter((shape) => shape.closed && shape.smooth && shape.points.length === 6);
    expect(necks).toHaveLength(1);
    const [p0, crest, p2, p3, under, p5] = necks[0].points;
    const along = [(p2[0] + p3[0] - p0[0] - p5[0]) / 2, (p2[1] + p3[1] - p0[1] - p5[1]) / 2];
    const across = Math.abs(along[0] * (crest[1] - under[1]) - along[1] * (crest[0] - under[0])) / Math.hypot(along[0], along[1]);
    expect(across).toBeGreaterThan(20);
  });
});
