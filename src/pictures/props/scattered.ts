// Small things scattered over a picture: feathers out of a pillow, autumn leaves falling. None lands
// on a face, where one reads as a patch over an eye.
import { ellipse, type Point, polygon, type Shape } from '../shapes.ts';

type Scattering = { between(a: number, b: number): number };

/** `count` small things scattered over [left, right] × [top, bottom], never on a face, where one reads as a patch over an eye. */
export function scatter(
  random: Scattering,
  [left, right, top, bottom]: [number, number, number, number],
  faces: { head: Point; headRadius: number }[],
  count: number,
  draw: (at: Point) => Shape,
): Shape[] {
  const onFace = ([x, y]: Point) => faces.some(({ head, headRadius }) => Math.hypot(x - head[0], y - head[1]) < headRadius * 1.3 + 6);
  const scattered: Shape[] = [];
  while (scattered.length < count) {
    const place: Point = [random.between(left, right), random.between(top, bottom)];
    if (!onFace(place)) scattered.push(draw(place));
  }
  return scattered;
}

/** Feathers flying out of a pillow. */
export const feathers = (random: Scattering, box: [number, number, number, number], faces: { head: Point; headRadius: number }[]) =>
  scatter(random, box, faces, 12, ([x, y]) => ellipse(x, y, 5, 2.5, '#ffffff'));

/** Autumn leaves falling: pointed, each turned its own way, orange, gold or rust. */
export const fallingLeaves = (
  random: Scattering,
  box: [number, number, number, number],
  faces: { head: Point; headRadius: number }[],
  count: number,
) =>
  scatter(random, box, faces, count, ([x, y]) => {
    const angle = random.between(0, Math.PI);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const turn = ([u, v]: Point): Point => [x + u * cos - v * sin, y + u * sin + v * cos];
    const colour = ['#d9763b', '#e0b84a', '#b9532f'][Math.floor(random.between(0, 2.999))];
    return polygon([turn([-7, 0]), turn([0, -3.5]), turn([7, 0]), turn([0, 3.5])], colour, { smooth: true });
  });
