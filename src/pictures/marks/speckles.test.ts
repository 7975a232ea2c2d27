import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { HEIGHT, WIDTH } from '../shapes.ts';
import { granulation, speckles } from './speckles.ts';

describe('specks', () => {
  test('are one dotted path, the same for the same seed, every line inside its box', () => {
    const box = [20, 30, WIDTH, HEIGHT];
    const marks = speckles(box, seeded('s'), '#8c7f6e', 0.2);
    expect(marks).toBe(speckles(box, seeded('s'), '#8c7f6e', 0.2));
    expect(marks.match(/<path /g)).toHaveLength(1);
    const lines = [...marks.matchAll(/M(-?\d+) (-?\d+)l(-?\d+) (-?\d+)/g)].map((match) => match.slice(1).map(Number));
    expect(lines.length).toBeGreaterThan(40);
    for (const [x, y, dx, dy] of lines) {
      for (const [px, py] of [
        [x, y],
        [x + dx, y + dy],
      ]) {
        expect(px).toBeGreaterThanOrEqual(20);
        expect(px).toBeLessThanOrEqual(WIDTH);
        expect(py).toBeGreaterThanOrEqual(30);
        expect(py).toBeLessThanOrEqual(HEIGHT);
      }
    }
    // Dots, not dashes: an even pattern whose every other entry (the dot) is under a pixel.
    const dashes = (/stroke-dasharray="([^"]+)"/.exec(marks)?.[1] ?? '').split(' ').map(Number);
    expect(dashes.length % 2).toBe(0);
    for (const [index, value] of dashes.entries()) if (index % 2 === 0) expect(value).toBeLessThan(1);
  });
  test('granulation stays inside its wash by a clip of the outline, in two or three patches, none over the whole wash', () => {
    const marks = granulation(
      [
        [0, 0],
        [100, 0],
        [50, 80],
      ],
      seeded('g'),
      '#223344',
      'pclip',
    );
    expect(marks).toMatch(/^<clipPath id="pclip"><path d="[^"]+"\/><\/clipPath>(<path [^>]*clip-path="url\(#pclip\)"\/>){2,3}$/);
    // Each patch's specks span at most about half the wash's width: settled where it lay wettest, not all over.
    for (const [, d] of [...marks.matchAll(/<path d="([^"]+)" fill="none"/g)]) {
      const xs = [...d.matchAll(/M(-?[\d.]+) -?[\d.]+l(-?[\d.]+)/g)].flatMap(([, x, dx]) => [Number(x), Number(x) + Number(dx)]);
      expect(Math.max(...xs) - Math.min(...xs)).toBeLessThanOrEqual(52);
    }
  });
});
