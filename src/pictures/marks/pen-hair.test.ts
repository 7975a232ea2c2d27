// Pen hair: the fringe is left open (no inked run dips to the hair's lower edge), the strands fall inside the hair.
import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { ellipse } from '../shapes.ts';
import { penHair } from './pen-hair.ts';

describe('hair in pen', () => {
  const cap = ellipse(100, 100, 40, 24, '#6b4a2a', {}, 24).points;
  const { crown, strands } = penHair(cap, 80, seeded('pen-hair'));

  test('inks the crown and leaves the lower edge, the fringe, open', () => {
    expect(crown.length).toBeGreaterThan(0);
    expect(Math.max(...crown.flat().map(([, y]) => y))).toBeLessThan(100 + 24 * 0.3);
    expect(Math.min(...crown.flat().map(([, y]) => y))).toBeCloseTo(76, 0);
  });

  test('draws its strands inside the hair', () => {
    expect(strands.length).toBeGreaterThanOrEqual(3);
    for (const [x, y] of strands.flat()) {
      expect(Math.abs(x - 100)).toBeLessThan(40);
      expect(Math.abs(y - 100)).toBeLessThan(24);
    }
  });
});
