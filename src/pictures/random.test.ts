import { describe, expect, test } from 'vitest';
import { seeded, shortName } from './random.ts';

describe('seeded randomness', () => {
  test('the same seed gives the same numbers, another seed others', () => {
    const draw = (seed: string) => Array.from({ length: 5 }, seeded(seed).next);
    expect(draw('bedtime-story')).toEqual(draw('bedtime-story'));
    expect(draw('bedtime-story')).not.toEqual(draw('baking-cookies'));
  });
  test('numbers stay in their ranges', () => {
    const random = seeded('ranges');
    for (let index = 0; index < 1000; index++) {
      const value = random.between(3, 7);
      expect(value >= 3 && value < 7).toBe(true);
      expect(Math.abs(random.jitter(2))).toBeLessThanOrEqual(2);
    }
  });
  test('short names are stable and differ between seeds', () => {
    expect(shortName('a|b')).toBe(shortName('a|b'));
    expect(shortName('a|b')).not.toBe(shortName('a|c'));
  });
});
