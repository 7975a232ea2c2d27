// A wash now and then blooms where water ran back into it as it dried: every wash drying flat and even read
// as "no pooling or blooms of paint" (review 131).
import { describe, expect, test } from 'vitest';
import { pathPoints } from '../../../tests/support/path-points.ts';
import { lightness } from '../colour.ts';
import { seeded } from '../random.ts';
import { type Point, rect } from '../shapes.ts';
import { contains } from './outline.ts';
import { bloom, solidWash } from './watercolour-washes.ts';

const square = (size: number): Point[] => [
  [100, 100],
  [100 + size, 100],
  [100 + size, 100 + size],
  [100, 100 + size],
];

describe('a bloom', () => {
  test('lies inside the wash, paler than it, with a darker rim', () => {
    const marks = ['a', 'b', 'c', 'd'].map((seed) => bloom(square(120), seeded(seed), '#3a6fd9')).filter(Boolean);
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) {
      const d = mark.match(/ d="([^"]+)"/)?.[1] ?? '';
      expect(pathPoints(d).every((point) => contains(square(120), point))).toBe(true);
      const [fill, rim] = [mark.match(/fill="(#[0-9a-f]{6})"/)?.[1], mark.match(/stroke="(#[0-9a-f]{6})"/)?.[1]];
      expect(lightness(fill ?? '#000000')).toBeGreaterThan(lightness('#3a6fd9'));
      expect(lightness(rim ?? '#ffffff')).toBeLessThan(lightness('#3a6fd9'));
    }
  });
  test('is left out of a narrow thing, where it read as a worn patch', () => {
    expect(bloom(square(30), seeded('a'), '#3a6fd9')).toBe('');
  });
  // On someone's clothes it read as "worn-patch blotches stamped on different clothes" (review 136).
  test("blooms in the setting's washes now and then, never on someone's clothes", () => {
    const bloomed = (who?: 'child') =>
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].filter((seed) =>
        solidWash({ ...rect(100, 100, 140, 120, '#3a6fd9'), who }, '#3a6fd9', seeded(seed)).includes('stroke-width="1.1"'),
      ).length;
    expect(bloomed()).toBeGreaterThan(0);
    expect(bloomed('child')).toBe(0);
  });
});
