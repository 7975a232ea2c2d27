import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { ellipse, line } from '../shapes.ts';
import { dab, unsteady } from './features.ts';

const numbers = (d: string) => [...d.matchAll(/-?\d+(\.\d+)?/g)].map(([n]) => Number(n));

describe('hand-made features', () => {
  test('a dab is the feature off true by no more than it asks, the same for the same randomness', () => {
    const eye = ellipse(100, 50, 4, 3, '#2b211d', { detail: true });
    const marks = dab(eye, '#2b211d', seeded('eye'), 0.15);
    expect(marks).toMatch(/^<path d="M[^"]+z" fill="#2b211d"\/>$/);
    expect(marks).toBe(dab(eye, '#2b211d', seeded('eye'), 0.15));
    expect(marks).not.toBe(dab(eye, '#2b211d', seeded('other eye'), 0.15));
    // The path starts at an absolute point within the swollen ellipse, then steps round it.
    const [x, y] = numbers(marks);
    expect(Math.hypot((x - 100) / 4, (y - 50) / 3)).toBeLessThanOrEqual(1 + 0.15 * 1.6 + 0.05);
  });
  test('a wavering line keeps its ends where they were and stays within its wobble', () => {
    const mouth = line(
      [
        [0, 0],
        [10, 4],
        [20, 0],
      ],
      '#a8433a',
      1.5,
    );
    const points = unsteady(mouth, seeded('mouth'), 0.3);
    expect(points[0]).toEqual([0, 0]);
    expect(points.at(-1)).toEqual([20, 0]);
    expect(points.length).toBeGreaterThan(4);
    for (const [, py] of points) expect(py).toBeGreaterThanOrEqual(-0.31);
    expect(Math.max(...points.map(([, py]) => py))).toBeLessThanOrEqual(4.31);
  });
});
