// What hangs on a kitchen's walls, so each artist's kitchen is its own room rather than one window between
// two shelves of jars in every style: pans on a rail, a rack of plates, pots on a sill, a tiled splashback.
import { blob, ellipse, line, rect, type Shape } from '../shapes.ts';

/** A rail with pans and a ladle hanging from hooks, each pan on its handle, the rail's width apart. */
export const panRail = (x: number, y: number, width: number): Shape[] => [
  line(
    [
      [x, y],
      [x + width, y],
    ],
    '#7a6a5a',
    3,
    { smooth: false },
  ),
  ...[0.18, 0.5, 0.82].flatMap((along, index) => {
    const hx = x + width * along;
    const r = 13 - index * 2;
    return [
      line(
        [
          [hx, y],
          [hx, y + 22],
        ],
        '#3a3a40',
        3,
        { smooth: false },
      ),
      ellipse(hx, y + 22 + r, r, r, index === 1 ? '#c8694a' : '#3a3a40'),
    ];
  }),
];

/** A plate rack: a board with a rail, plates standing in it face out, a cup hanging below each end. */
export const plateRack = (x: number, y: number, width: number, colours: readonly string[]): Shape[] => {
  const count = Math.max(3, Math.floor(width / 30));
  const step = width / count;
  return [
    rect(x, y, width, 44, '#9a6a40'),
    ...Array.from({ length: count }, (_, index) =>
      ellipse(x + step * (index + 0.5), y + 20, step * 0.42, step * 0.42, colours[index % colours.length]),
    ),
    rect(x - 4, y + 34, width + 8, 8, '#7a4a2a'),
    ...[x + 10, x + width - 10].map((cx) =>
      blob(
        [
          [cx - 7, y + 46],
          [cx + 7, y + 46],
          [cx + 6, y + 58],
          [cx - 6, y + 58],
        ],
        colours[0],
      ),
    ),
  ];
};

/** Pots of herbs along a window's sill, each a clay pot with a round bush of leaves. */
export const sillPots = (x: number, sill: number, width: number): Shape[] =>
  [0.2, 0.5, 0.8].flatMap((along, index) => {
    const px = x + width * along;
    return [
      ellipse(px, sill - 20, 12 + index * 2, 11, index === 1 ? '#5a8a3a' : '#6f9a4a'),
      blob(
        [
          [px - 9, sill - 12],
          [px + 9, sill - 12],
          [px + 7, sill],
          [px - 7, sill],
        ],
        '#c0673e',
      ),
    ];
  });

/** A tiled splashback: a band of colour along the wall behind the counter, ruled into square tiles. */
export const tiles = (x: number, y: number, width: number, height: number, colour: string, grout: string): Shape[] => {
  const size = 24;
  const rule = (points: [number, number][]) => line(points, grout, 1.2, { smooth: false, detail: true });
  return [
    rect(x, y, width, height, colour, { role: 'wall' }),
    ...Array.from({ length: Math.floor(height / size) }, (_, row) =>
      rule([
        [x, y + (row + 1) * size],
        [x + width, y + (row + 1) * size],
      ]),
    ),
    ...Array.from({ length: Math.floor(width / size) }, (_, column) =>
      rule([
        [x + (column + 1) * size, y],
        [x + (column + 1) * size, y + height],
      ]),
    ),
  ];
};
