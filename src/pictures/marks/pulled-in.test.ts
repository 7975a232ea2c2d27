// The paper under a child's colouring is the outline drawn in by a fixed width, all round.
import { expect, test } from 'vitest';
import { pulledIn } from './pulled-in.ts';

test('every point of an outline comes in toward its middle by the width asked', () => {
  const square: [number, number][] = [
    [0, 0],
    [40, 0],
    [40, 40],
    [0, 40],
  ];
  const inner = pulledIn(square, 3);
  inner.forEach(([x, y], index) => {
    const [ox, oy] = square[index];
    expect(Math.hypot(20 - ox, 20 - oy) - Math.hypot(20 - x, 20 - y)).toBeCloseTo(3, 6);
  });
});
