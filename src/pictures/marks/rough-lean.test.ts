// The MCP App view draws with rough-lean.ts and the site, the build and the book with roughjs' generator:
// the same picture must come out of both, stroke for stroke, or the view would show another picture. The
// generator's bundle carries its own copy of the hachure library, whose sums differ in the last bits (1e-13
// of a pixel, where rough.ts rounds to whole pixels), so the strokes are compared to a billionth.
import rough from 'roughjs';
import type { OpSet, Options } from 'roughjs/bin/core';
import { expect, test } from 'vitest';
import { seeded } from '../random.ts';
import lean from './rough-lean.ts';

const [full, bundled] = [rough.generator(), lean.generator()];
const random = seeded('rough-lean');
const pointsOf = (count: number): [number, number][] =>
  Array.from({ length: count }, () => [random.between(0, 480), random.between(0, 360)]);
const seed = () => 1 + Math.floor(random.next() * 2147483646);

/** The same operations, each number within a billionth of the other's. */
function expectSame(sets: OpSet[], expected: OpSet[]) {
  const ops = (all: OpSet[]) => all.flatMap((set) => set.ops.map((op) => [set.type, op.op] as const));
  expect(ops(sets)).toEqual(ops(expected));
  const numbers = (all: OpSet[]) => all.flatMap((set) => set.ops.flatMap((op) => op.data));
  const [got, want] = [numbers(sets), numbers(expected)];
  expect(Math.max(0, ...got.map((value, index) => Math.abs(value - want[index])))).toBeLessThan(1e-9);
}

test('a polygon, plain or hatched as hachure.ts asks, is the generator’s', () => {
  for (let index = 0; index < 40; index++) {
    const points = pointsOf(3 + (index % 6));
    const hatched: Options = {
      fill: '#000000',
      fillStyle: 'hachure',
      stroke: 'none',
      hachureGap: random.between(2, 6),
      hachureAngle: random.between(-80, 80),
      roughness: random.between(0.5, 2),
      disableMultiStrokeFill: true,
      seed: seed(),
    };
    const plain: Options = { roughness: random.between(0.3, 2), bowing: 1.2, seed: seed() };
    for (const options of [hatched, plain]) expectSame(bundled.polygon(points, options).sets, full.polygon(points, options).sets);
  }
});

test('a curve and a polyline are the generator’s', () => {
  for (let index = 0; index < 40; index++) {
    const points = pointsOf(2 + (index % 7));
    const options: Options = { roughness: random.between(0.3, 2), bowing: 1.2, seed: seed() };
    expectSame(bundled.curve(points, options).sets, full.curve(points, options).sets);
    expectSame(bundled.linearPath(points, options).sets, full.linearPath(points, options).sets);
  }
});
