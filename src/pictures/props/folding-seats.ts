// Folding seats for out of doors: a camp chair at a picnic, a stool on the river bank, each a canvas
// sling on crossed metal legs (a seat alone, with nothing to stand on, read as a plank floating in the air).
import { line, type Point, polygon, rect, type Shape } from '../shapes.ts';

/** The crossed metal legs of a folding seat whose canvas is at `y`, from `back` to `front`, down to `floor`. */
const crossedLegs = (back: number, front: number, y: number, floor: number): Shape[] => [
  line(
    [
      [back, y + 8],
      [front, floor],
    ],
    '#6a6a6a',
    3,
    { smooth: false },
  ),
  line(
    [
      [front, y + 8],
      [back, floor],
    ],
    '#6a6a6a',
    3,
    { smooth: false },
  ),
];

/** A folding camp chair for a picnic: a canvas sling for the seat and back, on crossed metal legs. */
export const foldingChair = ([x, y]: Point, facing: 1 | -1, floor: number, canvas: string): Shape[] => {
  const [back, front] = [x - facing * 18, x + facing * 20];
  return [
    ...crossedLegs(back, front, y, floor),
    polygon(
      [
        [back - facing * 4, y - 58],
        [back + facing * 6, y - 56],
        [back + facing * 4, y + 6],
        [back - facing * 2, y + 6],
      ],
      canvas,
    ),
    polygon(
      [
        [back, y + 2],
        [front, y + 2],
        [front - facing * 2, y + 12],
        [back + facing * 2, y + 12],
      ],
      canvas,
    ),
  ];
};

/** A folding stool for the river bank: a canvas strip on crossed legs, the hip of whoever sits on it at `[x, y]`. */
export const foldingStool = ([x, y]: Point, floor: number, canvas: string): Shape[] => [
  ...crossedLegs(x - 16, x + 16, y, floor),
  rect(x - 20, y + 2, 40, 8, canvas),
];
