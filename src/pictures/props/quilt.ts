// A quilt laid over a seated grandparent's knees, falling to the ankles.
import { type Point, polygon, type Shape } from '../shapes.ts';

/**
 * A quilt over Grandma's knees, falling to her ankles, the grandchild sitting on it: her stockinged shins
 * had stood right under the baby and read as its own long legs.
 */
export function lapQuilt(hip: Point, knee: Point, floor: number): Shape[] {
  const [left, right] = [hip[0] - 26, knee[0] + 18];
  const top = knee[1] - 6;
  const hem = floor - 12;
  const edge = (y: number): Point[] => [
    [right + 4, y],
    [(left + right) / 2 + 6, y + 4],
    [left, y - 2],
  ];
  return [
    polygon([[left + 6, top], [right, top - 2], ...edge(hem)], '#f3e3b8'),
    // A border a shade deeper along its hem, so it reads as a quilt and not a sack.
    polygon([...edge(hem - 12).reverse(), ...edge(hem)], '#e0a9b8'),
  ];
}
