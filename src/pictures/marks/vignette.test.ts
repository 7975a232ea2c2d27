import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { HEIGHT, type Point, WIDTH } from '../shapes.ts';
import { above, cutTo, inside, vignette } from './vignette.ts';

const frame: Point[] = [
  [0, 0],
  [WIDTH, 0],
  [WIDTH, HEIGHT],
  [0, HEIGHT],
];

describe('a vignette', () => {
  test('is the same for the same seed and leaves the corners bare', () => {
    const ring = vignette(seeded('a'), 0.98, 3.4);
    expect(ring).toEqual(vignette(seeded('a'), 0.98, 3.4));
    expect(inside([WIDTH / 2, HEIGHT / 2], ring)).toBe(true);
    for (const corner of frame) expect(inside(corner, ring)).toBe(false);
  });
  test('cuts a shape to itself: every point of the cut is inside the ring and the frame', () => {
    const ring = vignette(seeded('b'), 0.9, 3);
    const cut = cutTo(frame, ring);
    expect(cut.length).toBeGreaterThan(10);
    for (const [x, y] of cut) {
      expect(inside([x * 0.999 + WIDTH * 0.0005, y * 0.999 + HEIGHT * 0.0005], ring)).toBe(true);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(HEIGHT);
    }
    expect(
      cutTo(
        [
          [-50, -50],
          [-10, -50],
          [-10, -10],
        ],
        ring,
      ),
    ).toEqual([]);
  });
  test('keeps only what is above a line', () => {
    for (const [, y] of above(frame, 120)) expect(y).toBeLessThanOrEqual(120);
  });
});
