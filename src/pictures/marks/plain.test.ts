import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { ellipse, line } from '../shapes.ts';
import { clipId, crisp, seenThrough } from './plain.ts';

const ids = (name: string) => `pic${name}`;

describe('plain marks', () => {
  test('a small feature keeps its own colour and width, filled or as a line', () => {
    expect(crisp(ellipse(10, 10, 2, 2, '#2b211d', { detail: true }))).toMatch(/^<path d="M[^"]+z" fill="#2b211d"\/>$/);
    expect(
      crisp(
        line(
          [
            [0, 0],
            [4, 2],
            [8, 0],
          ],
          '#a8433a',
          1.5,
        ),
      ),
    ).toMatch(/^<path d="M[^"]+" fill="none" stroke="#a8433a" stroke-width="1.5" stroke-linecap="round"\/>$/);
  });
  test('a view through a screen is clipped to it by an id of the picture', () => {
    const seen = ellipse(50, 50, 20, 20, '#ffffff', { clip: [40.25, 30, 60, 40] });
    expect(seenThrough(seen, '<path d="M0 0"/>', ids)).toBe(
      '<clipPath id="picv40_3-30"><rect x="40.3" y="30" width="60" height="40"/></clipPath><g clip-path="url(#picv40_3-30)"><path d="M0 0"/></g>',
    );
    expect(seenThrough(ellipse(0, 0, 1, 1, '#000000'), 'x', ids)).toBe('x');
    expect(clipId(ids, 'w', seeded('a'))).toBe(clipId(ids, 'w', seeded('a')));
  });
});
