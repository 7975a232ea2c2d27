// Out of doors: a kite, a camping lantern, a boulder to stand on (the bike is bike.ts).
import { arc, ellipse, line, type Point, polygon, rect, type Shape } from '../shapes.ts';

export const kite = (x: number, y: number, hand: Point): Shape[] => [
  polygon(
    [
      [x, y - 26],
      [x + 20, y],
      [x, y + 30],
      [x - 20, y],
    ],
    '#e0457b',
  ),
  line(
    [
      [x, y - 26],
      [x, y + 30],
    ],
    '#ffffff',
    1.5,
    { smooth: false, detail: true },
  ),
  line([[x, y + 30], [x - 10, y + 60], [(x + hand[0]) / 2, (y + hand[1]) / 2 + 20], hand], '#7a6a60', 1.4, { detail: true }),
];

/**
 * A camping lantern standing on the grass at night: a dark base and cap, lit glass between, a wire handle,
 * and its light on the ground round it. A bare yellow oval read as "the moon lying on the grass".
 */
export const lantern = (x: number, ground: number): Shape[] => [
  ellipse(x, ground - 14, 34, 22, '#ffe9a0', { opacity: 0.22, role: 'glow' }),
  rect(x - 9, ground - 5, 18, 5, '#3a3030'),
  rect(x - 7, ground - 24, 14, 19, '#fff1b0'),
  line(
    [
      [x - 7, ground - 24],
      [x - 7, ground - 5],
    ],
    '#3a3030',
    2,
  ),
  line(
    [
      [x + 7, ground - 24],
      [x + 7, ground - 5],
    ],
    '#3a3030',
    2,
  ),
  polygon(
    [
      [x - 10, ground - 24],
      [x - 5, ground - 30],
      [x + 5, ground - 30],
      [x + 10, ground - 24],
    ],
    '#3a3030',
  ),
  arc(x, ground - 30, 7, 8, Math.PI, Math.PI * 2, '#3a3030', 1.6),
];

/** A boulder standing on `ground` at `x`, its top at `top`, its sunlit top a paler piece along the same ridge. */
export const boulder = (x: number, ground: number, top: number): Shape[] => {
  const ridge: Point[] = [
    [x - 18, top - 2],
    [x + 22, top],
  ];
  return [
    polygon([[x - 44, ground + 6], [x - 40, top + 8], ...ridge, [x + 42, top + 12], [x + 48, ground + 6]], '#7d776e'),
    polygon([[x - 38, top + 8], ...ridge, [x + 38, top + 10], [x + 10, top + 6]], '#a59d90'),
  ];
};
