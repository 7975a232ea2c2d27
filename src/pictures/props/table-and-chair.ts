// A plain kitchen chair under someone sitting: its seat under the hip, its back behind them.
import { type Point, rect, type Shape } from '../shapes.ts';

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
