import { describe, expect, test } from 'vitest';
import { ellipse, line } from '../shapes.ts';
import { crisp } from './crisp.ts';

describe('crisp', () => {
  test('fills a closed feature and strokes an open one, exactly where it is', () => {
    expect(crisp(ellipse(10, 10, 2, 2, '#2b211d', {}, 4), '#2b211d')).toBe(
      '<path d="M11 9Q12 10 11 11Q10 12 9 11Q8 10 9 9Q10 8 11 9Z" fill="#2b211d"/>',
    );
    expect(
      crisp(
        line(
          [
            [0, 0],
            [4, 2],
          ],
          '#a8433a',
          1.5,
        ),
        '#a8433a',
      ),
    ).toBe('<path d="M0 0L4 2" fill="none" stroke="#a8433a" stroke-width="1.5" stroke-linecap="round"/>');
  });
});
