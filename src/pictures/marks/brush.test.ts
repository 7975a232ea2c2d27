import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { WIDTH } from '../shapes.ts';
import { bristles, brushStroke, dryDashes, runOn } from './brush.ts';

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

describe('runOn', () => {
  test('carries a stroke on past both its ends, straight on, and never out of the picture', () => {
    const run = runOn(
      [
        [100, 50],
        [120, 50],
        [140, 60],
      ],
      5,
    );
    expect(run[0]).toEqual([95, 50]);
    expect(run[run.length - 1][0]).toBeCloseTo(140 + 5 * (20 / Math.hypot(20, 10)));
    expect(run).toHaveLength(5);
    expect(runOn([...line], 10).every(([x]) => x <= WIDTH)).toBe(true);
    expect(runOn([...line], 0)).toEqual([...line]);
  });
});

// A broad gouache stroke shows its bristles' tracks: without them each stroke was "a smooth-edged blob under
// one even grain" (reviews 121, 122).
describe("a brush's bristles", () => {
  test('leave two or three broken fine lines along a broad stroke, and none in a narrow one', () => {
    const tracks = bristles(line, 14, '#223344', seeded('t'));
    expect(tracks.match(/M/g)?.length).toBe(3);
    expect(tracks).toMatch(/stroke-dasharray="[0-9. ]+"/);
    expect(bristles(line, 9, '#223344', seeded('t')).match(/M/g)?.length).toBe(2);
    expect(bristles(line, 4, '#223344', seeded('t'))).toBe('');
  });
});
