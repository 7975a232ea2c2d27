// A fishing line: from a little short of the rod's end down to the bob, rings spreading on the water round it.
import { arc, ellipse, line, type Point, type Shape } from '../shapes.ts';

/**
 * Where the line leaves a rod: a little short of its end. An artist whose brush tapers a rod's tip away, or
 * whose scissors cut a strip's end short, left the line hanging from the air beside it (review 119).
 */
export function lineLeaves(rodEnd: Point, hand: Point): Point {
  const length = Math.hypot(rodEnd[0] - hand[0], rodEnd[1] - hand[1]) || 1;
  const back = Math.min(10, length * 0.1) / length;
  return [rodEnd[0] - (rodEnd[0] - hand[0]) * back, rodEnd[1] - (rodEnd[1] - hand[1]) * back];
}

export const fishingLine = (rodEnd: Point, hand: Point, bob: Point): Shape[] => {
  const tip = lineLeaves(rodEnd, hand);
  return [
    line([hand, rodEnd], '#6a4a32', 3.5, { smooth: false }),
    line([tip, [(tip[0] + bob[0]) / 2, bob[1] - 10], bob], '#5a5550', 1, { detail: true }),
    // Rings spreading on the water round it: a bob alone, seen across a lake, "hangs in mid-air" (review 112).
    ...[10, 17].map((reach, index) =>
      arc(bob[0], bob[1] + 2 + index, reach, reach * 0.28, 0.15, Math.PI - 0.15, '#eef6fa', 1.2, { detail: true }),
    ),
    ellipse(bob[0], bob[1], 4, 4, '#d9483b', { detail: true }),
  ];
};
