// Places and their landmarks: a porch with steps, a zoo giraffe, a school door, bunting.
import { darker } from '../colour.ts';
import { blob, ellipse, line, polygon, rect, type Shape } from '../shapes.ts';

export const porch = (floor: number, colour = '#b98a5e'): Shape[] => [
  rect(0, floor - 10, 300, 52, colour),
  rect(0, floor + 42, 320, 18, darker(colour, 0.12)),
  rect(280, 0, 16, floor - 10, darker(colour, 0.2)),
  ...[30, 90, 150, 210].map((x) => rect(x, floor - 70, 8, 60, '#f4ece0')),
  rect(0, floor - 76, 296, 8, '#f4ece0'),
];

export const giraffe = (x: number, ground: number): Shape[] => [
  blob(
    [
      [x - 40, ground - 110],
      [x + 30, ground - 112],
      [x + 36, ground - 80],
      [x - 42, ground - 80],
    ],
    '#e9b44c',
  ),
  ...[-34, -20, 18, 30].map((dx) => rect(x + dx, ground - 84, 7, 84, '#e9b44c')),
  polygon(
    [
      [x + 18, ground - 108],
      [x + 34, ground - 112],
      [x + 52, ground - 200],
      [x + 40, ground - 204],
    ],
    '#e9b44c',
  ),
  blob(
    [
      [x + 36, ground - 206],
      [x + 60, ground - 214],
      [x + 74, ground - 200],
      [x + 48, ground - 192],
    ],
    '#e9b44c',
  ),
  ...[
    [x - 20, ground - 100],
    [x + 4, ground - 94],
    [x + 40, ground - 150],
    [x - 30, ground - 90],
  ].map(([sx, sy]) => ellipse(sx, sy, 5, 4, '#a8672c')),
  ellipse(x + 58, ground - 206, 1.8, 1.8, '#2b211d', { detail: true }),
];

export const schoolDoor = (x: number, ground: number): Shape[] => [
  rect(x, ground - 200, 170, 200, '#c8694a'),
  polygon(
    [
      [x - 10, ground - 200],
      [x + 85, ground - 250],
      [x + 180, ground - 200],
    ],
    '#7a3e2e',
  ),
  rect(x + 55, ground - 110, 60, 110, '#3f6fb5'),
  ellipse(x + 85, ground - 160, 18, 18, '#f4ece0'),
  line(
    [
      [x + 85, ground - 160],
      [x + 85, ground - 170],
      [x + 92, ground - 160],
    ],
    '#2b211d',
    2,
    { smooth: false, detail: true },
  ),
];

export const bunting = (y: number, colours: readonly string[]): Shape[] => [
  line(
    [
      [0, y],
      [240, y + 20],
      [480, y],
    ],
    '#6a5040',
    1.5,
    { detail: true },
  ),
  ...Array.from({ length: 9 }, (_, index) => {
    const x = 24 + index * 52;
    const top = y + Math.sin((x / 480) * Math.PI) * 20;
    return polygon(
      [
        [x - 12, top],
        [x + 12, top],
        [x, top + 24],
      ],
      colours[index % colours.length],
    );
  }),
];
