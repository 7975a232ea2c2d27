// A child's bike with its pedals and handlebars, sized to its rider, and where a steadying hand holds it.
import { at, ellipse, line, type Point, polygon, rect, type Shape, scaledAbout } from '../shapes.ts';

/** A bike's pedals, the crank turned a quarter: one forward and down, one back and up, for a rider's feet. */
export const pedalsOf = (x: number, ground: number, size = 1): [Point, Point] => [
  [x + 5 * size, ground - 14 * size],
  [x - 5 * size, ground - 28 * size],
];

/** Where a steadying hand holds the back of a bike's saddle, or of a small bike's push handle (`bike`). */
export const saddleGrip = (x: number, ground: number): Point => [x - 25, ground - 62];

/** A bike's stem, bar and red grip, which a rider's hands hold (`bike` draws them; a rider's thighs may be drawn over and they again over those). */
export const handlebars = (x: number, ground: number, size = 1): Shape[] => scaledAbout(barsOf(x, ground), [x, ground], size);

const barsOf = (x: number, ground: number): Shape[] => [
  line(
    at(x, ground, [
      [24, -56],
      [22, -70],
      [32, -72],
    ]),
    '#2d2b30',
    4,
    { smooth: false },
  ),
  line(
    at(x, ground, [
      [30, -72],
      [37, -71],
    ]),
    '#d9483b',
    5,
    { smooth: false },
  ),
];

/**
 * A child's bike with its pedals (pedalsOf), sized to its rider; the saddle (marked as held) is at
 * `ground - 66 * size`, where a hand steadies it (saddleGrip).
 */
export const bike = (x: number, ground: number, colour: string, size = 1): Shape[] => {
  if (size >= 1) return bikeOf(x, ground, colour);
  // A small bike's push handle rises from the back of its saddle to where a full-size saddle would be, so a
  // grown-up walking beside it holds it without stooping to the ground: it is the saddle the story has him hold.
  // Its grip a little above where the hand aims (saddleGrip): a grown-up's arm stops short of its full reach.
  const [gx, gy] = [x - 25, ground - 70];
  const handle = [
    line(
      [
        [x - 27 * size, ground - 62 * size],
        [gx - 2, gy + 3],
      ],
      '#2d2b30',
      3,
      { smooth: false, held: 'saddle' },
    ),
    line(
      [
        [gx - 7, gy],
        [gx + 5, gy],
      ],
      '#2d2b30',
      4,
      { smooth: false, held: 'saddle' },
    ),
  ];
  return [...scaledAbout(bikeOf(x, ground, colour), [x, ground], size), ...handle];
};

const bikeOf = (x: number, ground: number, colour: string): Shape[] => {
  const pedals = pedalsOf(x, ground);
  const pedal = ([px, py]: Point) => rect(px - 5, py - 1.5, 10, 3, '#2d2b30', { detail: true });
  // Spokes, a hub, a chain to the back wheel and a chain ring at the cranks: the parts that make it read as a bike.
  const wheel = (cx: number) => [
    ellipse(cx, ground - 20, 20, 20, '#2d2b30'),
    ellipse(cx, ground - 20, 15.5, 15.5, '#e9e4da'),
    ...[0, 1, 2, 3].map((spoke) => {
      const angle = (spoke * Math.PI) / 4 + 0.3;
      const [dx, dy] = [Math.cos(angle) * 15, Math.sin(angle) * 15];
      return line(
        [
          [cx - dx, ground - 20 - dy],
          [cx + dx, ground - 20 + dy],
        ],
        '#9aa0a6',
        1,
        { smooth: false, detail: true },
      );
    }),
    ellipse(cx, ground - 20, 2.5, 2.5, '#2d2b30', { detail: true }),
  ];
  const drive = [
    line(
      at(x, ground, [
        [0, -28],
        [-32, -24],
      ]),
      '#2d2b30',
      1.2,
      { smooth: false, detail: true },
    ),
    line(
      at(x, ground, [
        [0, -14],
        [-32, -16],
      ]),
      '#2d2b30',
      1.2,
      { smooth: false, detail: true },
    ),
    ellipse(x, ground - 21, 7, 7, '#2d2b30', { detail: true }),
    ellipse(x, ground - 21, 4, 4, colour, { detail: true }),
  ];
  return [
    ...wheel(x - 32),
    ...wheel(x + 32),
    line(
      at(x, ground, [
        [-32, -20],
        [-8, -58],
        [24, -56],
        [32, -20],
      ]),
      colour,
      5,
      { smooth: false },
    ),
    line(
      at(x, ground, [
        [-8, -58],
        [-2, -20],
        [-32, -20],
      ]),
      colour,
      5,
      { smooth: false },
    ),
    ...barsOf(x, ground),
    // Its tail reaches back past a rider's seat, where a steadying hand holds it: under the seat alone,
    // the rider's thighs hid it and the child sat on nothing.
    polygon(
      at(x, ground, [
        [-30, -67],
        [4, -66],
        [2, -60],
        [-28, -60],
      ]),
      '#2d2b30',
      { held: 'saddle' },
    ),
    ...drive,
    line([...pedals], '#2d2b30', 2.5, { smooth: false, detail: true }),
    pedal(pedals[0]),
    pedal(pedals[1]),
  ];
};
