// A crayon's pressure changes from one stroke to the next: every stroke of a thing at one width read as
// "uniform stroke thickness", a filter laid over a drawing.
import { describe, expect, test } from 'vitest';
import { BLUSH } from '../figures/palette.ts';
import { seeded } from '../random.ts';
import { ellipse, line, rect } from '../shapes.ts';
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

  // Laid true to every outline, the fills read as "clipped cleanly to each shape" (review 130); a face keeps
  // its colour on it, so its features stay in it.
  test.each([
    ['a sweater', '#1f6fe0', true],
    ['a face', '#efc4a2', false],
  ])('%s (%s): its colour laid a little off its line only where a face is not', (_, colour, off) => {
    const svg = crayonDoodle.marks(rect(100, 100, 70, 50, colour), colour, seeded(colour), (name) => name);
    const shift = svg.match(/<g transform="translate\((-?[0-9.]+) (-?[0-9.]+)\)">/);
    expect(shift !== null).toBe(off);
    if (shift) expect(Math.hypot(Number(shift[1]), Number(shift[2]))).toBeGreaterThan(1);
  });

  // Scribbled in, the torch's light inside the blanket fort buried the people in it (review 126).
  test('leaves light laid over a place as paper, but colours in a thing of the same colour', () => {
    const light = { ...rect(100, 100, 200, 120, '#f5d76e'), opacity: 0.5 };
    expect(crayonDoodle.marks(light, '#ffd21f', seeded('light'), (name) => name)).toBe('');
    expect(crayonDoodle.marks(rect(100, 100, 200, 120, '#f5d76e'), '#ffd21f', seeded('thing'), (name) => name)).toContain('#ffd21f');
  });

  // Drawn crisp, the people in a framed photo read as "flat clip-art shapes" in a crayon drawing (review 128).
  test('colours in a small thing of the setting too, strokes and all', () => {
    const small = { ...rect(100, 100, 16, 20, '#2f62b0'), detail: true };
    const svg = crayonDoodle.marks(small, '#1f6fe0', seeded('photo'), (name) => name);
    expect(svg).toMatch(/stroke="#1f6fe0"/);
  });

  // As thick as a brow, a glasses rim filled its lens and read as "black glasses" hiding the face (review 124).
  test('draws a glasses rim thinner than a brow, so the eye shows inside it', () => {
    const rim = Array.from({ length: 12 }, (_, index): [number, number] => [
      200 + Math.cos((index / 11) * Math.PI * 2) * 6,
      100 + Math.sin((index / 11) * Math.PI * 2) * 6,
    ]);
    const feature = (points: [number, number][]) => ({ ...line(points, '#2b2b2b', 2, { detail: true }), who: 'grandparent-1' as const });
    const widthOf = (svg: string) => Number(svg.match(/stroke-width="([0-9.]+)"/)?.[1]);
    const ring = widthOf(crayonDoodle.marks(feature(rim), '#2b2b2b', seeded('rim'), (name) => name));
    const brow = widthOf(
      crayonDoodle.marks(
        feature([
          [190, 90],
          [200, 88],
          [210, 90],
        ]),
        '#2b2b2b',
        seeded('brow'),
        (name) => name,
      ),
    );
    expect(ring).toBeLessThan(brow * 0.75);
  });

  // A flat oval of blush was "the strongest vector cue" in a crayon face (a blind comparison after review 141).
  test('circles a cheek in a loop of red crayon, not a flat oval', () => {
    const cheek = { ...ellipse(200, 100, 4, 3, BLUSH, { detail: true, opacity: 0.55 }), who: 'child' as const };
    const svg = crayonDoodle.marks(cheek, BLUSH, seeded('cheek'), (name) => name);
    expect(svg).toContain(`stroke="${BLUSH}"`);
    expect(svg).not.toContain(`fill="${BLUSH}"`);
  });
});
