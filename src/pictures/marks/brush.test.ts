import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { WIDTH } from '../shapes.ts';
import { brushStroke, dryDashes } from './brush.ts';

const line = [
  [400, 100],
  [440, 104],
  [478, 100],
] as const;

/** The points a relative smooth path visits, read back. */
function visited(d: string): number[][] {
  const numbers = [...d.matchAll(/-?\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  let [x, y] = [numbers[0], numbers[1]];
  const points = [[x, y]];
  for (let index = 2; index + 4 <= numbers.length; index += 4) {
    [x, y] = [x + numbers[index + 2], y + numbers[index + 3]];
    points.push([x, y]);
  }
  return points;
}

describe('a brush stroke', () => {
  test('is the same outline for the same seed', () => {
    expect(brushStroke(line, 10, seeded('b'))).toBe(brushStroke(line, 10, seeded('b')));
  });
  test('is a closed outline about as wide as the brush, inside the frame', () => {
    const d = brushStroke(line, 10, seeded('c'));
    expect(d).toMatch(/^M[-\d. ]+q[-\d. ]+z$/);
    const ys = visited(d).map(([, y]) => y);
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(6);
    expect(Math.max(...ys) - Math.min(...ys)).toBeLessThan(18);
    for (const [x] of visited(d)) expect(x).toBeLessThanOrEqual(WIDTH);
  });
  test('a dry edge is an uneven dash', () => {
    expect(dryDashes(seeded('d'), 1).split(' ')).toHaveLength(6);
  });
});
