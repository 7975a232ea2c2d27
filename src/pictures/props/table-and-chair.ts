// A plain chair under someone sitting, and the party table: things to sit at and on, drawn on their
// legs (a sitter on nothing, or a cloth down to the floor, read as floating or as a slab).
import { line, type Point, polygon, rect, type Shape } from '../shapes.ts';

const WOOD = '#8a5a3a';

/** The chair under a sitter whose hip is at `hip`, facing `facing`: the seat, the back rising behind, a leg to the floor at `floor`. */
export const chairAt = ([x, y]: Point, facing: 1 | -1, floor = 318): Shape[] => {
  const back = x - facing * 16;
  return [
    rect(back - 4, y - 62, 8, floor - y + 62, WOOD),
    rect(back - 7, y - 66, 14, 8, WOOD),
    rect(Math.min(back, x + facing * 22) - 2, y + 4, Math.abs(x + facing * 22 - back) + 4, 7, WOOD),
    rect(x + facing * 18 - 3, y + 8, 6, floor - y - 8, WOOD),
  ];
};

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

/**
 * A party table seen a little from above, its far edge from `left` to `right`: a buttery cloth with a
 * pink hem, and two legs to the floor at `floor`.
 */
export const partyTable = (left: number, right: number, floor = 318): Shape[] => [
  rect(left + 2, floor - 32, 9, 32, WOOD),
  rect(right - 6, floor - 32, 9, 32, WOOD),
  polygon(
    [
      [left, floor - 68],
      [right, floor - 68],
      [right + 15, floor - 35],
      [left - 15, floor - 35],
    ],
    '#f6e2a0',
  ),
  rect(left - 15, floor - 37, right - left + 30, 10, '#e0457b'),
];
