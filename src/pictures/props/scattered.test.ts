import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { feathers } from './scattered.ts';

describe('feathers', () => {
  test('are feathers: long, curved and pointed, not ovals', () => {
    const [{ points }] = feathers(seeded('pillow-fight'), [100, 300, 50, 150], []);
    const length = Math.max(...points.flatMap((a) => points.map((b) => Math.hypot(a[0] - b[0], a[1] - b[1]))));
    expect(points.length).toBeGreaterThan(20);
    expect(length).toBeGreaterThan(20);
  });

  test('fly all over the box but never land on a face', () => {
    const face = { head: [200, 100] as [number, number], headRadius: 30 };
    const flights = Array.from({ length: 40 }, (_, index) => feathers(seeded(`pillows-${index}`), [100, 300, 50, 150], [face]));
    expect(flights.every((flying) => flying.length === 12)).toBe(true);
    for (const { points } of flights.flat()) {
      const [x, y] = [
        points.reduce((sum, [px]) => sum + px, 0) / points.length,
        points.reduce((sum, [, py]) => sum + py, 0) / points.length,
      ];
      // Not even a feather's tip on the face.
      expect(Math.min(...points.map(([px, py]) => Math.hypot(px - 200, py - 100)))).toBeGreaterThan(30);
      // Each one's middle in the box, give or take the curve of its spine.
      expect([x >= 95 && x <= 305, y >= 45 && y <= 155]).toEqual([true, true]);
    }
  });
});
