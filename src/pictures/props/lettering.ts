// Words lettered by hand on a sign: each capital a few strokes on a grid one unit tall, set down as
// lines any artist draws in its own medium (a crayon, a pen, a strip of paper). A blank sign on a
// lemonade stand read as a missing word.
import { line, type Point, type Shape } from '../shapes.ts';

/** The strokes of each capital the pictures write, on a grid 0.7 wide and 1 tall (y down). */
const GLYPHS: Record<string, readonly (readonly Point[])[]> = {
  A: [
    [
      [0, 1],
      [0.35, 0],
      [0.7, 1],
    ],
    // The bar runs a little past both legs: a brush tapers a short stroke's ends to nothing.
    [
      [0.06, 0.64],
      [0.64, 0.64],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 1],
      [0.3, 1],
      [0.62, 0.8],
      [0.68, 0.5],
      [0.62, 0.2],
      [0.3, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [0.6, 0],
      [0, 0],
      [0, 1],
      [0.6, 1],
    ],
    [
      [0, 0.5],
      [0.45, 0.5],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 1],
      [0.6, 1],
    ],
  ],
  M: [
    [
      [0, 1],
      [0, 0],
      [0.35, 0.6],
      [0.7, 0],
      [0.7, 1],
    ],
  ],
  N: [
    [
      [0, 1],
      [0, 0],
      [0.62, 1],
      [0.62, 0],
    ],
  ],
  O: [
    [
      [0.35, 0],
      [0.64, 0.18],
      [0.7, 0.5],
      [0.64, 0.82],
      [0.35, 1],
      [0.06, 0.82],
      [0, 0.5],
      [0.06, 0.18],
      [0.35, 0],
    ],
  ],
};

/** The word in capitals `height` tall, centred on [x, y], in strokes of `colour`; each letter a little off the line, as a hand letters. */
export function lettered(word: string, x: number, y: number, height: number, colour: string): Shape[] {
  const pitch = height * 0.95;
  const start = x - (pitch * word.length - height * 0.25) / 2;
  return [...word].flatMap((letter, index) => {
    const left = start + index * pitch;
    const top = y - height / 2 + (index % 2 ? -height * 0.04 : height * 0.04);
    return (GLYPHS[letter] ?? []).map((stroke) =>
      line(
        stroke.map(([gx, gy]): Point => [left + gx * height, top + gy * height]),
        colour,
        Math.max(1.6, height * 0.13),
        { smooth: letter === 'O', upright: x },
      ),
    );
  });
}
