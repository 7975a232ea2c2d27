import { describe, expect, test } from 'vitest';
import { celShaded } from './cel.ts';

describe('a cel-shaded shape', () => {
  test('is its shadow colour under its lit colour moved toward the light, clipped to itself', () => {
    const svg = celShaded('M0 0L10 0L10 10Z', '#ff0000', '#800000', 3.04, 'p1c');
    expect(svg).toBe(
      '<path d="M0 0L10 0L10 10Z" fill="#800000"/><clipPath id="p1c"><path d="M0 0L10 0L10 10Z"/></clipPath>' +
        '<g clip-path="url(#p1c)"><path d="M0 0L10 0L10 10Z" fill="#ff0000" transform="translate(-3 -3)"/></g>',
    );
  });
});
