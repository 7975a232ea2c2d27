// Furniture and things indoors: a bed, a counter, a table, a sofa, a rocking chair, a lamp, a
// mirror, a screen showing a face, framed photos. Each takes its base (the floor point) and returns shapes.
import { darker } from '../colour.ts';
import { arc, blob, ellipse, line, polygon, rect, type Shape } from '../shapes.ts';

export const bed = (x: number, floor: number, width: number, quilt: string): Shape[] => [
  rect(x - 8, floor - 120, 16, 120, '#8a5a3a'),
  rect(x, floor - 62, width, 40, '#fbf3e4'),
  rect(x, floor - 30, width, 30, '#8a5a3a'),
  ellipse(x + 34, floor - 70, 28, 13, '#ffffff'),
  blob([[x + 60, floor - 76], [x + width, floor - 70], [x + width + 6, floor - 24], [x + 50, floor - 22], [x + 40, floor - 50]], quilt),
  rect(x + width - 6, floor - 92, 14, 92, '#8a5a3a'),
];

export const counter = (x: number, floor: number, width: number, top: string): Shape[] => [
  rect(x, floor - 96, width, 96, '#c9a27a'),
  rect(x + 8, floor - 82, width / 2 - 12, 70, darker('#c9a27a', 0.1)),
  rect(x + width / 2 + 4, floor - 82, width / 2 - 12, 70, darker('#c9a27a', 0.1)),
  rect(x - 6, floor - 104, width + 12, 10, top),
];

export const table = (x: number, floor: number, width: number, cloth: string): Shape[] => [
  rect(x + 10, floor - 70, 8, 70, '#7a4e30'),
  rect(x + width - 18, floor - 70, 8, 70, '#7a4e30'),
  polygon([[x - 4, floor - 76], [x + width + 4, floor - 76], [x + width + 8, floor - 50], [x - 8, floor - 50]], cloth),
];

export const sofa = (x: number, floor: number, width: number, colour: string): Shape[] => [
  blob([[x, floor - 100], [x + width, floor - 100], [x + width, floor - 40], [x, floor - 40]], darker(colour, 0.12)),
  rect(x - 10, floor - 60, width + 20, 44, colour),
  ellipse(x - 4, floor - 60, 16, 22, colour),
  ellipse(x + width + 4, floor - 60, 16, 22, colour),
  rect(x + 4, floor - 16, 8, 16, '#5a3a28'),
  rect(x + width - 12, floor - 16, 8, 16, '#5a3a28'),
];

export const rockingChair = (x: number, floor: number, colour: string): Shape[] => [
  polygon([[x - 34, floor - 150], [x - 22, floor - 150], [x - 12, floor - 60], [x - 24, floor - 60]], colour),
  rect(x - 24, floor - 66, 60, 10, colour),
  rect(x - 20, floor - 56, 6, 44, colour),
  rect(x + 26, floor - 56, 6, 44, colour),
  arc(x + 4, floor - 60, 54, 50, 0.5, Math.PI - 0.5, colour, 5),
];

export const lamp = (x: number, floor: number, glow: boolean): Shape[] => [
  ...(glow ? [ellipse(x, floor - 150, 70, 60, '#ffe9a8', { opacity: 0.35 })] : []),
  rect(x - 3, floor - 140, 6, 140, '#6a5040'),
  ellipse(x, floor, 18, 5, '#6a5040'),
  polygon([[x - 22, floor - 136], [x + 22, floor - 136], [x + 14, floor - 170], [x - 14, floor - 170]], '#f2c26b'),
];

export const frame = (x: number, y: number, width: number, height: number, inside: string): Shape[] => [
  rect(x - 5, y - 5, width + 10, height + 10, '#9a6a40'),
  rect(x, y, width, height, inside),
];

export const mirror = (x: number, y: number, width: number, height: number): Shape[] => [
  ellipse(x, y, width / 2 + 8, height / 2 + 8, '#c99a4a'),
  ellipse(x, y, width / 2, height / 2, '#d8eef2'),
  line([[x - width * 0.25, y - height * 0.3], [x - width * 0.05, y - height * 0.38]], '#ffffff', 4, { smooth: false, opacity: 0.8 }),
];

/** A tablet on a stand whose screen shows a face in a circle of light. */
export const tablet = (x: number, y: number, width: number, height: number): Shape[] => [
  rect(x - 6, y - 6, width + 12, height + 12, '#2d2f36'),
  rect(x, y, width, height, '#cfe9e4'),
  polygon([[x + width / 2 - 16, y + height + 6], [x + width / 2 + 16, y + height + 6], [x + width / 2 + 26, y + height + 26], [x + width / 2 - 26, y + height + 26]], '#2d2f36'),
];

export const book = (x: number, y: number, width: number, cover: string, tilt = 0): Shape[] => [
  polygon([[x - width / 2, y + tilt], [x, y + 6], [x, y + 14], [x - width / 2, y + 8 + tilt]], cover),
  polygon([[x + width / 2, y - tilt], [x, y + 6], [x, y + 14], [x + width / 2, y + 8 - tilt]], cover),
  polygon([[x - width / 2 + 3, y - 2 + tilt], [x, y + 4], [x + width / 2 - 3, y - 2 - tilt], [x + width / 2 - 3, y + 6 - tilt], [x, y + 11], [x - width / 2 + 3, y + 6 + tilt]], '#fffaf0'),
  line([[x, y + 4], [x, y + 11]], '#c9b9a0', 1.2, { smooth: false, detail: true }),
];

export const rug = (x: number, y: number, width: number, colour: string): Shape[] => [ellipse(x, y, width / 2, 14, colour), ellipse(x, y, width / 2 - 12, 8, darker(colour, 0.15))];

export const pillow = (x: number, y: number, width: number, colour: string): Shape[] => [
  blob([[x - width / 2, y - width * 0.3], [x + width / 2, y - width * 0.34], [x + width / 2 + 4, y + width * 0.3], [x - width / 2 - 3, y + width * 0.32]], colour),
];
