import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { ellipse, line } from '../shapes.ts';
import { clipId, crisp } from './plain.ts';

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
  test('a clip id is the same for the same randomness', () => {
    expect(clipId(ids, 'w', seeded('a'))).toBe(clipId(ids, 'w', seeded('a')));
  });
});
