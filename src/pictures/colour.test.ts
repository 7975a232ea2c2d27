import { describe, expect, it } from 'vitest';
import { apartFrom, colourDistance } from './colour.ts';

describe('apartFrom', () => {
  it('keeps the first choice that stands apart from every other colour', () => {
    expect(apartFrom(['#a8604a', '#4f7a9a'], ['#ffffff'], 60)).toBe('#a8604a');
    expect(apartFrom(['#a8604a', '#4f7a9a'], ['#a8604a', '#b0456a'], 60)).toBe('#4f7a9a');
  });

  it('takes the furthest when none stands far enough apart', () => {
    const chosen = apartFrom(['#808080', '#707070'], ['#606060'], 200);
    expect(chosen).toBe('#808080');
    expect(colourDistance(chosen, '#606060')).toBeLessThan(200);
  });
});
