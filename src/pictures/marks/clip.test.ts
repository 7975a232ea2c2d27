import { describe, expect, test } from 'vitest';
import { rect } from '../shapes.ts';
import { clipsFor } from './clip.ts';

const id = (name: string) => `p1${name}`;

describe('clipsFor', () => {
  test('leaves a shape with no clip as it is', () => {
    expect(clipsFor(id)(rect(0, 0, 10, 10, '#ff0000'), '<path d="M0 0"/>')).toBe('<path d="M0 0"/>');
  });
  test('keeps marks inside the clip rectangle, under an id made by the picture, defined once', () => {
    const clip = clipsFor(id);
    const shape = rect(0, 0, 10, 10, '#ff0000', { clip: [2.25, 3, 40, 50] });
    expect(clip(shape, '<path d="M0 0"/>')).toBe(
      '<clipPath id="p1v2_3-3-40-50"><rect x="2.3" y="3" width="40" height="50"/></clipPath><g clip-path="url(#p1v2_3-3-40-50)"><path d="M0 0"/></g>',
    );
    expect(clip(shape, '<path d="M1 1"/>')).toBe('<g clip-path="url(#p1v2_3-3-40-50)"><path d="M1 1"/></g>');
  });
});
