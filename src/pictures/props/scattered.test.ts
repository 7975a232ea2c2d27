import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { feathers } from './scattered.ts';

describe('feathers', () => {
  test('fly all over the box but never land on a face', () => {
    const face = { head: [200, 100] as [number, number], headRadius: 30 };
    const flying = feathers(seeded('pillow-fight'), [100, 300, 50, 150], [face]);
    expect(flying).toHaveLength(12);
    for (const { points } of flying) {
      const [x, y] = [
        points.reduce((sum, [px]) => sum + px, 0) / points.length,
        points.reduce((sum, [, py]) => sum + py, 0) / points.length,
      ];
      expect(Math.hypot(x - 200, y - 100)).toBeGreaterThan(30);
      expect([x >= 100 && x <= 300, y >= 50 && y <= 150]).toEqual([true, true]);
    }
  });
});
