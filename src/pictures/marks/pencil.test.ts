import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { HEIGHT, type Point } from '../shapes.ts';
import { pencil } from './pencil.ts';

const touching: Point[] = [
  [10, 300],
  [80, 300],
  [80, HEIGHT],
  [10, HEIGHT],
];
const options = { colour: '#6b6055', width: 0.7, opacity: 0.4, twice: true };

describe('a pencil underdrawing', () => {
  test('goes round twice over the same path data, broken by an uneven dash, the same for the same seed', () => {
    const marks = pencil('M0 0', touching, seeded('p'), options);
    expect(marks).toBe(pencil('M0 0', touching, seeded('p'), options));
    expect(marks.match(/<path d="M0 0" fill="none"/g)).toHaveLength(2);
    expect(marks).toMatch(/stroke-dasharray="[\d. ]+"/);
  });
  test('never moves an outline that touches the frame out of it', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      for (const [, dy] of pencil('M0 0', touching, seeded(seed), options).matchAll(/translate\(-?[\d.]+ (-?[\d.]+)\)/g))
        expect(Number(dy)).toBeLessThanOrEqual(0);
    }
  });
});
