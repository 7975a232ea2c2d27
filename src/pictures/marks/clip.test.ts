import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { rect } from '../shapes.ts';
import { clipped } from './clip.ts';

const id = (name: string) => `p1${name}`;

describe('clipped', () => {
  test('leaves a shape with no clip as it is', () => {
    expect(clipped(rect(0, 0, 10, 10, '#ff0000'), '<path d="M0 0"/>', seeded('a'), id)).toBe('<path d="M0 0"/>');
  });
  test('keeps marks inside the clip rectangle, under an id made by the picture, the same every time', () => {
    const shape = rect(0, 0, 10, 10, '#ff0000', { clip: [2, 3, 40, 50] });
    const marks = clipped(shape, '<path d="M0 0"/>', seeded('a'), id);
    expect(marks).toMatch(
      /^<clipPath id="(p1c\w+)"><rect x="2" y="3" width="40" height="50"\/><\/clipPath><g clip-path="url\(#\1\)"><path d="M0 0"\/><\/g>$/,
    );
    expect(clipped(shape, '<path d="M0 0"/>', seeded('a'), id)).toBe(marks);
  });
});
