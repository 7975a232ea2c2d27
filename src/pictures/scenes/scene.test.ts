import { describe, expect, test } from 'vitest';
import { childLook } from '../cast.ts';
import { PLAIN_MANNER } from '../figures/manner.ts';
import { SAMPLE_FAMILIES } from '../samples.ts';
import { kid, type SceneCast } from './scene.ts';

const castOf = (family: keyof typeof SAMPLE_FAMILIES): SceneCast => ({
  child: childLook(SAMPLE_FAMILIES[family].child),
  age: SAMPLE_FAMILIES[family].child.age,
  elders: [],
  manner: PLAIN_MANNER,
});

describe('kid', () => {
  test.each([1, -1] as const)('a baby put on its feet sits with a foot out either side of its hip (facing %d)', (facing) => {
    const { hip, feet } = kid(castOf('baby-two-grandmas'), { x: 200, y: 300, facing }).joints;
    expect(Math.min(feet[0][0], feet[1][0])).toBeLessThan(hip[0] - 5);
    expect(Math.max(feet[0][0], feet[1][0])).toBeGreaterThan(hip[0] + 5);
    // Sat down: the hip low, the feet on the floor it was put on.
    expect(hip[1]).toBeGreaterThan(300 - 20);
    expect(Math.max(feet[0][1], feet[1][1])).toBeGreaterThan(296);
  });

  test('a baby sat low (a counter top) keeps its hip where it was put, its feet splayed and lower, over the edge', () => {
    const { hip, feet } = kid(castOf('baby-two-grandmas'), { x: 200, y: 240, facing: 1, stance: 'sit', seat: 0 }).joints;
    expect(hip[1]).toBeCloseTo(240, 0);
    expect(Math.min(feet[0][0], feet[1][0])).toBeLessThan(hip[0] - 5);
    expect(Math.max(feet[0][0], feet[1][0])).toBeGreaterThan(hip[0] + 5);
    expect(Math.min(feet[0][1], feet[1][1])).toBeGreaterThan(hip[1] + 5);
  });

  test('an older grandchild stands as it was posed', () => {
    const { hip, feet } = kid(castOf('default'), { x: 200, y: 300, facing: 1 }).joints;
    expect(hip[1]).toBeLessThan(300 - 30);
    expect(Math.max(feet[0][1], feet[1][1])).toBeCloseTo(300, 0);
  });
});
