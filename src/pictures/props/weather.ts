// Rainy-day things: a puddle, falling rain, an umbrella held straight or slanting to the hand.
import { blob, line, type Point, type Shape } from '../shapes.ts';

export const puddle = (x: number, y: number, width: number): Shape[] => [
  blob(
    [
      [x - width / 2, y],
      [x - width / 4, y - 9],
      [x + width / 3, y - 8],
      [x + width / 2, y + 1],
      [x + width / 5, y + 9],
      [x - width / 3, y + 8],
    ],
    '#7fa9c9',
  ),
  line(
    [
      [x - width / 4, y - 2],
      [x, y - 3],
    ],
    '#ffffff',
    2,
    { opacity: 0.7, smooth: false },
  ),
];

export const rain = (random: { between(a: number, b: number): number }, count: number): Shape[] =>
  Array.from({ length: count }, () => {
    const [x, y] = [random.between(10, 470), random.between(10, 200)];
    return line(
      [
        [x, y],
        [x - 4, y + 12],
      ],
      '#7fa9c9',
      2,
      { smooth: false, detail: true },
    );
  });

/** An umbrella whose canopy's rim is centred at `x, y`, its shaft straight down to the hand. */
export const umbrella = (x: number, y: number, colour: string): Shape[] => umbrellaHeld([x, y], [x + 6, y + 46], colour);

/** An umbrella whose canopy's rim is centred at `canopy`, its shaft slanting down to where a hand holds it. */
export const umbrellaHeld = ([x, y]: Point, hand: Point, colour: string): Shape[] => [
  blob(
    [
      [x - 46, y],
      [x - 30, y - 26],
      [x, y - 36],
      [x + 30, y - 26],
      [x + 46, y],
      [x, y - 6],
    ],
    colour,
  ),
  line([[x, y - 6], hand], '#3a3030', 2.5, { smooth: false }),
];
