// A patchwork quilt laid over a seated grandparent's knees, falling to the ankles.
import { type Point, polygon, type Shape } from '../shapes.ts';

/** The quilt's squares, cream, rose and blue by turns. */
const PATCHES = ['#f3e3b8', '#e0a9b8', '#a9c9d9'];

/**
 * A quilt over Grandma's knees, falling to her ankles, the grandchild sitting on it: her stockinged shins
 * had stood right under the baby and read as its own long legs. Sewn from squares with a deeper border
 * at its hem: one plain piece read as "a flat beige box with a pink hem, like a crate" (review 95).
 */
export function lapQuilt(hip: Point, knee: Point, floor: number): Shape[] {
  const [left, right] = [hip[0] - 26, knee[0] + 18];
  const top = knee[1] - 6;
  const hem = floor - 12;
  const corners: [Point, Point, Point, Point] = [
    [left + 6, top],
    [right, top - 2],
    [right + 4, hem],
    [left, hem - 2],
  ];
  // A point across and down the quilt, (0, 0) its top left and (1, 1) its hem's right end.
  const at = (u: number, v: number): Point => {
    const [a, b, c, d] = corners;
    const topEdge: Point = [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u];
    const hemEdge: Point = [d[0] + (c[0] - d[0]) * u, d[1] + (c[1] - d[1]) * u];
    return [topEdge[0] + (hemEdge[0] - topEdge[0]) * v, topEdge[1] + (hemEdge[1] - topEdge[1]) * v];
  };
  const [columns, rows] = [3, 3];
  const border = 0.82;
  const squares = Array.from({ length: columns * rows }, (_, index) => {
    const [column, row] = [index % columns, Math.floor(index / columns)];
    const [u0, u1] = [column / columns, (column + 1) / columns];
    const [v0, v1] = [(row / rows) * border, ((row + 1) / rows) * border];
    return polygon([at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)], PATCHES[(column + row) % PATCHES.length]);
  });
  return [...squares, polygon([at(0, border), at(1, border), at(1, 1), at(0, 1)], '#c97a8f')];
}
