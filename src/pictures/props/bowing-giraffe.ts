// A giraffe behind the fence bowing its long neck down to a child's hand, its body and legs on its own
// ground: with its nose up top (places.ts' giraffe) and brought down to a child's hand, its body sank below
// the frame and left "a pole neck with its body stuck in the corner", "a yellow slug" (reviews 104, 105).
import { at, blob, ellipse, heldAs, line, type Point, polygon, rect, type Shape } from '../shapes.ts';

const COAT = '#e9b44c';
const PATCH = '#a8672c';

/** Facing `facing`, its nose at `nose`, standing on `ground` (behind a fence, its feet hidden by it). */
export function bowingGiraffe([noseX, noseY]: Point, ground: number, facing: 1 | -1): Shape[] {
  const x = noseX - facing * 112;
  const side = (offsets: Point[]) =>
    at(
      x,
      ground,
      offsets.map(([dx, dy]): Point => [facing * dx, dy]),
    );
  const [nx, ny] = [112, noseY - ground];
  const neckTop: Point = [(16 + nx - 26) / 2, (-118 + ny - 8) / 2 - 14];
  const neckUnder: Point = [(40 + nx - 26) / 2, (-96 + ny + 6) / 2 - 8];
  return [
    ...[-34, -20, 18, 30].map((dx) => rect(x + facing * dx - (facing < 0 ? 7 : 0), ground - 84, 7, 84, COAT)),
    blob(
      side([
        [-40, -110],
        [30, -116],
        [38, -80],
        [-42, -80],
      ]),
      COAT,
    ),
    blob(side([[12, -118], neckTop, [nx - 26, ny - 9], [nx - 24, ny + 7], neckUnder, [40, -92]]), COAT),
    line(side([[14, -120], neckTop, [nx - 30, ny - 10]]), PATCH, 3, { detail: true }),
    ...(
      [
        [-30, -100, 7],
        [-12, -96, 8],
        [8, -102, 7],
        [26, -92, 6],
        [neckTop[0] - 6, neckTop[1] + 10, 5],
        [neckTop[0] + 18, neckTop[1] + 8, 4.5],
        [nx - 44, ny - 2, 4],
      ] as const
    ).map(([dx, dy, r]) => ellipse(x + facing * dx, ground + dy, r, r * 0.8, PATCH, { smooth: false }, 6)),
    ...heldAs('giraffe', [
      blob(
        side([
          [nx - 30, ny - 8],
          [nx - 10, ny - 12],
          [nx + 2, ny - 2],
          [nx - 4, ny + 6],
          [nx - 28, ny + 6],
        ]),
        COAT,
      ),
      ellipse(x + facing * (nx - 16), ground + ny - 5, 1.8, 1.8, '#2b211d', { detail: true }),
      ...[-26, -20].flatMap((dx): Shape[] => [
        line(
          side([
            [nx + dx, ny - 9],
            [nx + dx - 8, ny - 20],
          ]),
          PATCH,
          2.5,
        ),
        ellipse(x + facing * (nx + dx - 8), ground + ny - 21, 2.6, 2.6, '#7a4a22'),
      ]),
      polygon(
        side([
          [nx - 30, ny - 6],
          [nx - 40, ny - 14],
          [nx - 32, ny - 2],
        ]),
        COAT,
      ),
    ]),
  ];
}
