import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { ellipse, type Point, rect } from '../shapes.ts';
import { BIG_THING, lengthwise, patchesIn, pressedHard } from './crayon-fills.ts';

describe('lengthwise', () => {
  test('finds the way a limb runs, and none for a round thing', () => {
    expect(lengthwise(rect(100, 100, 10, 60, '#000000').points)).toBeCloseTo(90);
    expect(lengthwise(rect(100, 100, 60, 10, '#000000').points)).toBeCloseTo(0);
    expect(lengthwise(ellipse(100, 100, 30, 30, '#000000').points)).toBeUndefined();
  });
});

describe('patchesIn', () => {
  const wall: Point[] = [
    [0, 0],
    [480, 0],
    [480, 200],
    [0, 200],
  ];
  test('keeps the patches inside the shape by a clip path named by the picture', () => {
    const marks = patchesIn(wall, 'M0 0h480v200h-480z', '#8359a3', BIG_THING, seeded('a'), (name) => `p-${name}`);
    expect(marks).toMatch(/^<clipPath id="p-k[0-9a-z]+"><path d="M0 0h480v200h-480z"\/><\/clipPath><g clip-path="url\(#p-k[0-9a-z]+\)">/);
    expect(marks).toBe(patchesIn(wall, 'M0 0h480v200h-480z', '#8359a3', BIG_THING, seeded('a'), (name) => `p-${name}`));
  });
  test('pressed hard, leaves no place bare', () => {
    const hard = pressedHard(BIG_THING);
    expect(hard.bare).toBe(0);
    expect(hard.pressure[0]).toBeGreaterThan(BIG_THING.pressure[0]);
  });
});
