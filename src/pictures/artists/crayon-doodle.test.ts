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

  // The paper a thing covers lies inside its line, so the colour behind runs over its edge as a child's does;
  // a face keeps its paper to the line (review 121: "the scribble stays perfectly inside each outline").
  test.each([
    ['a sweater', '#1f6fe0', {}, true],
    ['a face', '#f1c9a5', { part: 'head' as const }, false],
  ])('%s (%s): paper inside its line only where colour may run over', (_, colour, extra, inside) => {
    const shape = { ...rect(100, 100, 70, 50, colour), ...extra };
    const svg = crayonDoodle.marks(shape, colour, seeded(colour), (name) => name);
    const paper = svg.match(/<path d="([^"]+)" fill="#ffffff"\/>/)?.[1] ?? '';
    const xs = [...paper.matchAll(/[ML](-?[0-9.]+)/g)].map(([, x]) => Number(x));
    expect(xs.length).toBeGreaterThan(0);
    expect(Math.min(...xs) > 101).toBe(inside);
  });
});
