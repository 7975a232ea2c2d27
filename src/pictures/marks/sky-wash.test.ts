import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { HEIGHT, rect, WIDTH } from '../shapes.ts';
import { skyWash } from './sky-wash.ts';

const sky = rect(0, 0, WIDTH, 220, '#000').points;

describe('a washed day sky', () => {
  test('is the same for the same seed', () => {
    expect(skyWash(sky, seeded('a'))).toEqual(skyWash(sky, seeded('a')));
  });
  test('deepens at the top, leaves the horizon paper, and has only a few loose strokes', () => {
    const { washes, strokes } = skyWash(sky, seeded('a'));
    expect(washes).toHaveLength(2);
    for (const wash of washes) expect(Math.max(...wash.map(([, y]) => y))).toBeLessThan(170);
    expect(strokes.length).toBeGreaterThanOrEqual(3);
    expect(strokes.length).toBeLessThanOrEqual(5);
    // Not ruled: each stroke is a curve, not a level line.
    for (const stroke of strokes) expect(new Set(stroke.map(([, y]) => Math.round(y * 10))).size).toBeGreaterThan(1);
    for (const [x, y] of [...washes, ...strokes].flat()) expect(x >= 0 && x <= WIDTH && y >= 0 && y <= HEIGHT).toBe(true);
  });
});
