// The dance party's record player.
import { at, ellipse, line, polygon, rect, type Shape } from '../shapes.ts';

/**
 * A record player on a cabinet whose left edge is at `x`, seen a little from above: its lid raised at the
 * back, the record on the turntable and the arm across it. Seen edge on, a dark oval on a brown box read as
 * "an unreadable brown box" (review 146).
 */
export const recordPlayer = (x: number): Shape[] => [
  polygon(
    at(x, 226, [
      [8, 0],
      [72, 0],
      [76, -34],
      [12, -32],
    ]),
    '#d9d2c4',
  ),
  polygon(
    at(x, 240, [
      [0, 0],
      [80, 0],
      [72, -14],
      [8, -14],
    ]),
    '#b07a4c',
  ),
  rect(x, 240, 80, 40, '#8a5a3a'),
  ellipse(x + 34, 233, 22, 6, '#2d2b30'),
  ellipse(x + 34, 233, 6, 2, '#d9483b'),
  line(
    at(x, 229, [
      [66, 0],
      [62, 6],
      [46, 6],
    ]),
    '#9aa0a6',
    2.5,
    { smooth: false },
  ),
  rect(x + 10, 280, 6, 40, '#5a3a28'),
  rect(x + 66, 280, 6, 40, '#5a3a28'),
];
