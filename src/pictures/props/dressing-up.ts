// What the family dresses up in: hats worn or waiting in a box, a feather boa, a handbag.
import { at, blob, bumpy, ellipse, line, type Point, polygon, rect, type Shape, scaledAbout } from '../shapes.ts';

/** A hat on a head, sized to the head as the artist draws it (hats are made for a head of radius 18). */
export const wornHat = (head: Point, radius: number, kind: 'party' | 'top' | 'flower', colour: string): Shape[] => {
  // The brim a little into the hair, so it sits on the head rather than above it; a top hat, tall and
  // too big, and a wide flowered brim come down to the brow (on the crown, each read as floating over the head).
  const brim: Point = [head[0], head[1] - radius * (kind === 'party' ? 0.55 : 0.35)];
  return scaledAbout(hat(brim[0], brim[1], kind, colour), brim, radius / 18);
};

/**
 * A party hat up on the crown, clear of the eyes: at the head's middle its brim came down over a grandma's glasses,
 * and a crayon, running past a hat's line, scribbled over the eyes.
 */
export const partyHatOn = ({ head, headRadius }: { head: Point; headRadius: number }, colour: string): Shape[] =>
  wornHat([head[0], head[1] - headRadius * 0.25], headRadius, 'party', colour);

/**
 * Someone putting on a brimmed hat: hair piled on the crown (a bun) goes under it. Left on, it stood up
 * out of the hat's top ("a bun above the hat", review 96). Hair hanging below the brim stays.
 */
export const underBrim = (shapes: readonly Shape[], head: Point, radius: number): Shape[] =>
  shapes.filter(
    (shape) =>
      shape.part !== undefined || !shape.points.every(([x, y]) => y < head[1] - radius * 0.4 && Math.abs(x - head[0]) < radius * 1.4),
  );

export const hat = (x: number, y: number, kind: 'party' | 'top' | 'flower', colour: string): Shape[] => {
  if (kind === 'party')
    return [
      polygon(
        [
          [x - 13, y],
          [x + 13, y],
          [x + 2, y - 34],
        ],
        colour,
      ),
      ellipse(x + 2, y - 35, 4, 4, '#f2c94c'),
    ];
  if (kind === 'top')
    return [rect(x - 13, y - 30, 26, 30, colour), rect(x - 21, y - 4, 42, 6, colour), rect(x - 13, y - 10, 26, 5, '#d9483b')];
  return [
    ellipse(x, y - 3, 30, 7, colour),
    blob(
      [
        [x - 15, y - 4],
        [x, y - 22],
        [x + 15, y - 4],
      ],
      colour,
    ),
    bumpy(x + 10, y - 10, 6, 5, 2, '#e0457b'),
  ];
};

/** A feather boa around a neck, hanging down one side to the waist, however short the body. */
export const boa = ([x, y]: Point, hip: Point): Shape[] => {
  const drop = Math.max(12, (hip[1] - y) * 0.8);
  const across = Math.min(18, drop * 0.6);
  return [
    line(
      [
        [x - across, y + 6],
        [x, y + 14],
        [x + across, y + 6],
        [x + across * 1.2, y + drop],
      ],
      '#f07ab0',
      7,
    ),
  ];
};

/** A handbag hanging from a hand. */
export const handbag = ([x, y]: Point): Shape[] => [
  // Hung from its strap in the fist: a bag under the hand with nothing between "floated by the hand" (review 110).
  line(
    at(x, y, [
      [-8, 9],
      [0, -2],
      [8, 9],
    ]),
    '#7a2a20',
    2,
    { smooth: false },
  ),
  blob(
    at(x, y, [
      [-12, 8],
      [12, 8],
      [10, 27],
      [-10, 27],
    ]),
    '#c0392b',
  ),
];
