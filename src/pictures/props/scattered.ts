// Small things scattered over a picture: feathers out of a pillow, autumn leaves falling. None lands
// on a face, where one reads as a patch over an eye.
import { type Point, polygon, type Shape } from '../shapes.ts';

type Scattering = { between(a: number, b: number): number };

/** `count` small things reaching `reach` from their middles, scattered over [left, right] × [top, bottom], never on a face. */
export function scatter(
  random: Scattering,
  [left, right, top, bottom]: [number, number, number, number],
  faces: { head: Point; headRadius: number }[],
  count: number,
  draw: (at: Point) => Shape,
  reach = 6,
): Shape[] {
  const onFace = ([x, y]: Point) => faces.some(({ head, headRadius }) => Math.hypot(x - head[0], y - head[1]) < headRadius * 1.3 + reach);
  const scattered: Shape[] = [];
  while (scattered.length < count) {
    const place: Point = [random.between(left, right), random.between(top, bottom)];
    if (!onFace(place)) scattered.push(draw(place));
  }
  return scattered;
}

/** Points turned by `angle` about [x, y]. */
const turned = ([x, y]: Point, angle: number) => {
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return ([u, v]: Point): Point => [x + u * cos - v * sin, y + u * sin + v * cos];
};

/**
 * A feather drifting: a curved vane, broad near the quill and pointed at the tip, split once along one
 * edge, the quill showing below it. White ovals read as "floating blobs" and "bubbles".
 */
function feather(at: Point, angle: number): Shape {
  const place = turned(at, angle);
  const turn = ([u, v]: Point) => place([u * 1.6, v * 1.6]);
  const spine = (u: number) => 0.05 * u * u - 1.5;
  const half = (u: number, notch: boolean) => (notch && Math.abs(u - 1.5) < 1 ? 0.5 : 2.8 * Math.sin((Math.PI * (u + 6)) / 14) ** 0.6);
  const along = Array.from({ length: 14 }, (_, index) => -6 + index);
  const upper = along.map((u): Point => [u, spine(u) - half(u, true)]);
  const lower = [...along].reverse().map((u): Point => [u, spine(u) + half(u, false)]);
  const outline: Point[] = [[-9, spine(-9) - 0.35], ...upper, [8, spine(8)], ...lower, [-9, spine(-9) + 0.35]];
  return polygon(outline.map(turn), '#fbf8f0');
}

/** Feathers flying out of a pillow, each drifting at its own tilt. */
export const feathers = (random: Scattering, box: [number, number, number, number], faces: { head: Point; headRadius: number }[]) =>
  scatter(random, box, faces, 12, (at) => feather(at, random.between(-0.9, 0.9)), 15);

/** Autumn leaves falling: pointed, each turned its own way, orange, gold or rust. */
export const fallingLeaves = (
  random: Scattering,
  box: [number, number, number, number],
  faces: { head: Point; headRadius: number }[],
  count: number,
) =>
  scatter(random, box, faces, count, ([x, y]) => {
    const turn = turned([x, y], random.between(0, Math.PI));
    const colour = ['#d9763b', '#e0b84a', '#b9532f'][Math.floor(random.between(0, 2.999))];
    // Pointed at both ends and broad in the middle, big enough to read at a page's size: a small smoothed
    // diamond was "a stray yellow blob" (review 110).
    const outline: Point[] = [
      [-10, 0],
      [-5, -4],
      [2, -5],
      [10, 0],
      [2, 5],
      [-5, 4],
    ];
    return polygon(outline.map(turn), colour);
  });
