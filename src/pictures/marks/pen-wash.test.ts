import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { ellipse, rect } from '../shapes.ts';
import { washInside } from './pen-wash.ts';

const ring = ellipse(200, 150, 40, 40, '#000', {}, 24).points;

describe('a wash inside the lines', () => {
  test('is the same for the same seed', () => {
    expect(washInside(ring, 2, seeded('a'))).toEqual(washInside(ring, 2, seeded('a')));
  });
  test('stays inside the outline, furthest from it on the lit side', () => {
    const wash = washInside(ring, 2, seeded('a'));
    const gap = ([x, y]: readonly [number, number]) => 40 - Math.hypot(x - 200, y - 150);
    for (const point of wash) expect(gap(point)).toBeGreaterThan(0.2);
    const lit = wash.filter(([x, y]) => x < 185 && y < 135).map(gap);
    const shaded = wash.filter(([x, y]) => x > 215 && y > 165).map(gap);
    expect(Math.min(...lit)).toBeGreaterThan(Math.max(...shaded));
  });
  test('keeps an edge the frame cut where it is', () => {
    const cut = rect(0, 300, 100, 60, '#000').points;
    const wash = washInside(cut, 2, seeded('a'));
    expect(wash[0]).toEqual([0, 300]);
    expect(wash[2]).toEqual([100, 360]);
  });
});
