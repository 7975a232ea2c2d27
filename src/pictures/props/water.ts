// Water: a lake with light glancing off it, rings spreading round a bob, a jetty on posts.
import { arc, line, polygon, rect, type Shape } from '../shapes.ts';

/** Light glancing off the water: a few short dashes in a row (a long white line read as a stick afloat). */
const glint = (x: number, y: number): Shape[] =>
  [0, 16, 28].map((dx, index) =>
    line(
      [
        [x + dx, y - index * 0.5],
        [x + dx + 10 - index * 2, y - index * 0.5],
      ],
      '#ffffff',
      2,
      { opacity: 0.6, smooth: false },
    ),
  );

export const lake = (top: number, colour = '#6fb3d6'): Shape[] => [
  polygon(
    [
      [0, top],
      [480, top - 6],
      [480, 360],
      [0, 360],
    ],
    colour,
  ),
  ...glint(60, top + 30),
  ...glint(300, top + 50),
];

/** Rings spreading on the water round a bob: two arcs in front of it (a flat pale oval read as a lily pad). */
export const ripples = (x: number, y: number): Shape[] => [
  arc(x, y, 12, 3, 0.2, Math.PI - 0.2, '#d6ecf7', 1.2),
  arc(x, y + 1, 22, 5, 0.3, Math.PI - 0.3, '#d6ecf7', 1),
];

/**
 * Boards on posts into the water, a post every stride or so (a camera that shows one end only still sees
 * the boards stand on two), and the deck seen from a little above, its boards running back: the front
 * edge alone on posts read as a bench standing in the lake.
 */
export const jetty = (x: number, y: number, width: number): Shape[] => {
  const posts = Math.max(2, Math.round(width / 80) + 1);
  const deep = 18;
  return [
    polygon(
      [
        [x + 8, y - deep],
        [x + width - 8, y - deep],
        [x + width, y],
        [x, y],
      ],
      '#b5824f',
    ),
    ...Array.from({ length: Math.floor(width / 26) }, (_, index) =>
      line(
        [
          [x + 8 + (index + 1) * 26 * ((width - 16) / width), y - deep],
          [x + (index + 1) * 26, y],
        ],
        '#7a5232',
        1,
        { smooth: false, detail: true },
      ),
    ),
    rect(x, y, width, 14, '#9a6a42'),
    ...Array.from({ length: posts }, (_, index) => rect(x + 10 + ((width - 38) * index) / (posts - 1), y + 14, 8, 40, '#6f4a2e')),
  ];
};
