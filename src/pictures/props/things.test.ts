import { describe, expect, test } from 'vitest';
import type { Point } from '../shapes.ts';
import { musicNotes } from './things.ts';

describe('music notes', () => {
  test('float clear of a raised fist and a singing head, and stay put where nobody is', () => {
    const dancer = { hands: [[150, 96] as Point], head: [180, 150] as Point, headRadius: 24 };
    const [onFist, , inTheClear] = musicNotes(
      [
        [150, 96],
        [400, 200],
      ],
      '#000000',
      [dancer],
    );
    const [x, y] = onFist.points.reduce(([sx, sy], [px, py]) => [sx + px / onFist.points.length, sy + py / onFist.points.length], [0, 0]);
    expect(Math.hypot(x - 150, y - 96)).toBeGreaterThanOrEqual(22);
    expect(inTheClear.points.some(([px, py]) => Math.hypot(px - 400, py - 200) < 5)).toBe(true);
  });
});
