import { describe, expect, test } from 'vitest';
import { pathPoints } from '../../../tests/support/path-points.ts';
import { seeded } from '../random.ts';
import { ellipse, type Point, rect } from '../shapes.ts';
import { BIG_THING, lengthwise, patchesIn, patchesSpilling, pressedHard, SETTING } from './crayon-fills.ts';

describe('lengthwise', () => {
  test('finds the way a limb runs, and none for a round thing', () => {
    expect(lengthwise(rect(100, 100, 10, 60, '#000000').points)).toBeCloseTo(90);
    expect(lengthwise(rect(100, 100, 60, 10, '#000000').points)).toBeCloseTo(0);
    expect(lengthwise(ellipse(100, 100, 30, 30, '#000000').points)).toBeUndefined();
  });
});

describe('patchesIn', () => {
  const wall: Point[] = [
    [0, 0],
    [480, 0],
    [480, 200],
    [0, 200],
  ];
  test('keeps the patches inside the shape by a clip path named by the picture', () => {
    const marks = patchesIn(wall, 'M0 0h480v200h-480z', '#8359a3', BIG_THING, seeded('a'), (name) => `p-${name}`);
    expect(marks).toMatch(/^<clipPath id="p-k[0-9a-z]+"><path d="M0 0h480v200h-480z"\/><\/clipPath><g clip-path="url\(#p-k[0-9a-z]+\)">/);
    expect(marks).toBe(patchesIn(wall, 'M0 0h480v200h-480z', '#8359a3', BIG_THING, seeded('a'), (name) => `p-${name}`));
  });
  test('pressed hard, leaves no place bare', () => {
    const hard = pressedHard(BIG_THING);
    expect(hard.bare).toBe(0);
    expect(hard.pressure[0]).toBeGreaterThan(BIG_THING.pressure[0]);
  });
});

describe('patchesSpilling', () => {
  // A lawn from y 200 down: cut clean along its edge, the scribble "stops exactly at the outlines".
  const lawn: Point[] = [
    [0, 200],
    [480, 200],
    [480, 360],
    [0, 360],
  ];
  const ground = SETTING.ground ?? BIG_THING;
  const points = (marks: string) => [...marks.matchAll(/d="([^"]*)"/g)].flatMap(([, d]) => pathPoints(d));

  test('runs past the edge in places, unclipped, and not far', () => {
    const marks = patchesSpilling(lawn, '#8cc63f', ground, seeded('a'));
    expect(marks).not.toContain('clip-path');
    const above = points(marks).filter(([, y]) => y < 200);
    expect(above.length).toBeGreaterThan(0);
    expect(Math.min(...above.map(([, y]) => y))).toBeGreaterThan(200 - ground.cell[1] * 1.5);
  });
  test('lays no patch whose middle is outside the shape', () => {
    // A slope from the top left down to the bottom right: its box is half sky.
    const slope: Point[] = [
      [0, 200],
      [480, 360],
      [0, 360],
    ];
    const patches = [...patchesSpilling(slope, '#8cc63f', ground, seeded('b')).matchAll(/d="([^"]*)"/g)].map(([, d]) => pathPoints(d));
    expect(patches.length).toBeGreaterThan(10);
    for (const patch of patches) {
      const [x, y] = patch.reduce(([sx, sy], [px, py]) => [sx + px / patch.length, sy + py / patch.length], [0, 0]);
      expect(y).toBeGreaterThan(200 + x / 3 - ground.cell[1]);
    }
  });
});
