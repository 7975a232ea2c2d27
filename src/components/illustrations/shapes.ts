// The vocabulary every picture is drawn in: shapes that name what they are (a role such as "skin"
// or "dress"), never a colour. An art style's treatment decides how each role looks, so the same
// drawing reads as watercolor, cartoon or cut paper.

export type Role =
  | 'sky'
  | 'sun'
  | 'hill'
  | 'ground'
  | 'leaf'
  | 'trunk'
  | 'flower'
  | 'flowerCenter'
  | 'skin'
  | 'cheek'
  | 'ink'
  | 'hairGrey'
  | 'hairChild'
  | 'dress'
  | 'cardigan'
  | 'shirt'
  | 'vest'
  | 'trousers'
  | 'childShirt'
  | 'shorts'
  | 'shoe'
  | 'accent'
  | 'white'
  | 'page'
  | 'cover'
  | 'wall'
  | 'floor';

/** A filled area, a line (features, strings) or a limb (a thick rounded stroke with a hand). */
export type Shape =
  | { kind: 'fill'; element: 'path' | 'circle' | 'ellipse' | 'rect'; attributes: Record<string, number | string>; role: Role }
  | { kind: 'line'; d: string; role: Role; width?: number }
  | { kind: 'limb'; d: string; role: Role; width: number };

/** Shapes placed together: a figure moved and sized by one transform. */
export interface Group {
  transform?: string;
  shapes: Shape[];
}

export const path = (d: string, role: Role): Shape => ({ kind: 'fill', element: 'path', attributes: { d }, role });
export const circle = (cx: number, cy: number, r: number, role: Role): Shape => ({
  kind: 'fill',
  element: 'circle',
  attributes: { cx, cy, r },
  role,
});
export const ellipse = (cx: number, cy: number, rx: number, ry: number, role: Role): Shape => ({
  kind: 'fill',
  element: 'ellipse',
  attributes: { cx, cy, rx, ry },
  role,
});
export const rect = (x: number, y: number, width: number, height: number, role: Role, rx = 0): Shape => ({
  kind: 'fill',
  element: 'rect',
  attributes: { x, y, width, height, rx },
  role,
});
export const line = (d: string, role: Role = 'ink', width?: number): Shape => ({ kind: 'line', d, role, width });
export const limb = (d: string, role: Role, width: number): Shape => ({ kind: 'limb', d, role, width });

/** Moves (and scales) a group: a figure is drawn standing at 0,0 and placed in a scene. */
export const place = (shapes: Shape[], x: number, y: number, scale = 1, flip = false): Group => ({
  transform: `translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})`,
  shapes,
});
