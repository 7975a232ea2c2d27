import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { HEIGHT, type Point, WIDTH } from '../shapes.ts';
import { swollen } from './outline.ts';
import { deformed, mottled, softWash, wash } from './wash.ts';

const ring: Point[] = Array.from({ length: 12 }, (_, index) => [
  460 + Math.cos((index / 12) * Math.PI * 2) * 40,
  40 + Math.sin((index / 12) * Math.PI * 2) * 40,
]);
const options = { colour: '#336699', pool: '#223355', layers: 2, opacity: 0.4, spread: 0.4, reach: 6 };

describe('a watercolour wash', () => {
  test('is the same marks for the same seed, and different for another', () => {
    expect(wash(ring, seeded('x'), options)).toBe(wash(ring, seeded('x'), options));
    expect(wash(ring, seeded('x'), options)).not.toBe(wash(ring, seeded('y'), options));
  });
  test('splits every edge each round, strays no further than its reach, and stays in the frame', () => {
    const points = deformed(ring, seeded('z'), 2, 0.5, 6);
    expect(points).toHaveLength(ring.length * 4);
    for (const [x, y] of points) {
      expect(x).toBeLessThanOrEqual(WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(HEIGHT);
      expect(Math.hypot(x - 460, y - 40)).toBeLessThan(40 + 12);
    }
  });
  test('is translucent layers, the first with a darker rim, and only paths', () => {
    const marks = wash(ring, seeded('w'), options);
    expect(marks.match(/<path /g)).toHaveLength(2);
    expect(marks.match(/fill-opacity="0.4"/g)).toHaveLength(2);
    expect(marks.match(/stroke="#223355"/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(softWash(ring, seeded('s'), '#336699', 0.1).match(/<path /g)).toHaveLength(3);
    expect(mottled(swollen(ring, 200), seeded('m'), 2, ['#abcdef'], 20)).toMatch(
      /^(<path d="[^"]+" fill="#abcdef" fill-opacity="0.13"\/>)+$/,
    );
  });
});

// One even dark rim round every wash read as "the same wobbly halo edge on every object" (reviews 121, 122).
test('a wash pools along a stretch of its rim, by a different amount each time, and on some not at all', () => {
  const rims = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'].map((seed) =>
    wash(ring, seeded(seed), options).match(/stroke="#223355"[^/]*stroke-dasharray="0 (\d+) (\d+) (\d+)"/),
  );
  const around = ring.reduce(
    (sum, [x, y], index) => sum + Math.hypot(ring[(index + 1) % ring.length][0] - x, ring[(index + 1) % ring.length][1] - y),
    0,
  );
  const stretches = rims.flatMap((rim) => (rim ? [Number(rim[2])] : []));
  expect(stretches.length).toBeGreaterThan(rims.length / 2);
  expect(stretches.length).toBeLessThan(rims.length);
  for (const stretch of stretches) expect(stretch).toBeLessThan(around * 0.65);
  expect(new Set(stretches).size).toBeGreaterThan(2);
});
