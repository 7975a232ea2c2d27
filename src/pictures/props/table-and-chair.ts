// A plain chair under someone sitting, and the party table: things to sit at and on, drawn on their
// legs (a sitter on nothing, or a cloth down to the floor, read as floating or as a slab).
import { type Point, polygon, rect, type Shape } from '../shapes.ts';

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
