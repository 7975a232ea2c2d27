// A crayon's pressure changes from one stroke to the next: every stroke of a thing at one width read as
// "uniform stroke thickness", a filter laid over a drawing.
import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { rect } from '../shapes.ts';
import { crayonDoodle } from './crayon-doodle.ts';

describe('crayon colouring-in', () => {
  test.each(['#e8262b', '#1f6fe0', '#8359a3'])('strokes a %s thing in at more than one width', (colour) => {
    const svg = crayonDoodle.marks(rect(100, 100, 70, 50, colour), colour, seeded(colour), (name) => name);
    const widths = new Set([...svg.matchAll(new RegExp(`stroke="${colour}" stroke-width="([0-9.]+)"`, 'g'))].map(([, width]) => width));
    expect(widths.size).toBeGreaterThan(1);
  });
});
