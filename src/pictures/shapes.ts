// The drawing before it has a style: shapes as point lists with a colour, grouped into the three
// layers of a setting (background, middle ground, figures and foreground). A style decides how
// each shape becomes marks: an inked line, a cut piece of paper, a wash, crayon strokes.

export type Point = readonly [number, number];

export interface Shape {
  points: Point[];
  /** A closed shape is filled; an open one is a line of `width`. */
  closed: boolean;
  /** Curved through its points (bodies, hair) or straight (furniture, paper edges). */
  smooth: boolean;
  colour: string;
  width?: number;
  /** Small features (eyes, mouths, glasses): every style draws them crisp so faces stay faces. */
  detail?: boolean;
  opacity?: number;
  /** Drawn only inside this rectangle [x, y, width, height]: a face on a screen, a view through a window. */
  clip?: readonly [number, number, number, number];
}

export interface Layers {
  back: Shape[];
  middle: Shape[];
  front: Shape[];
}

/** The frame every picture is drawn in (4:3). */
export const WIDTH = 480;
export const HEIGHT = 360;

const shape = (points: Point[], colour: string, extra: Partial<Shape> = {}): Shape => ({
  points,
  closed: true,
  smooth: false,
  colour,
  ...extra,
});

/** Points given relative to an anchor (a prop's foot or centre), so one outline can stand anywhere. */
export const at = (x: number, y: number, offsets: readonly Point[]): Point[] => offsets.map(([dx, dy]) => [x + dx, y + dy]);

export const polygon = (points: Point[], colour: string, extra: Partial<Shape> = {}): Shape => shape(points, colour, extra);
export const blob = (points: Point[], colour: string, extra: Partial<Shape> = {}): Shape =>
  shape(points, colour, { smooth: true, ...extra });
export const rect = (x: number, y: number, width: number, height: number, colour: string, extra: Partial<Shape> = {}): Shape =>
  shape(
    [
      [x, y],
      [x + width, y],
      [x + width, y + height],
      [x, y + height],
    ],
    colour,
    extra,
  );

/** An ellipse as a ring of points (smooth); `count` sets how round it can wobble. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, colour: string, extra: Partial<Shape> = {}, count = 10): Shape {
  const points: Point[] = [];
  for (let index = 0; index < count; index++) {
    const angle = (index / count) * Math.PI * 2;
    points.push([cx + Math.cos(angle) * rx, cy + Math.sin(angle) * ry]);
  }
  return shape(points, colour, { smooth: true, ...extra });
}

/** A ring with bumps: curls, clouds, bushes, afro puffs. */
export function bumpy(cx: number, cy: number, r: number, bumps: number, depth: number, colour: string, extra: Partial<Shape> = {}): Shape {
  const points: Point[] = [];
  for (let index = 0; index < bumps * 2; index++) {
    const angle = (index / (bumps * 2)) * Math.PI * 2;
    const radius = index % 2 === 0 ? r : r - depth;
    points.push([cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius]);
  }
  return shape(points, colour, { smooth: true, ...extra });
}

export const line = (points: Point[], colour: string, width: number, extra: Partial<Shape> = {}): Shape =>
  shape(points, colour, { closed: false, smooth: true, width, ...extra });

/** An arc of an ellipse as an open line: smiles, brows, handles. */
export function arc(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  from: number,
  to: number,
  colour: string,
  width: number,
  extra: Partial<Shape> = {},
): Shape {
  const points: Point[] = [];
  const steps = 4;
  for (let index = 0; index <= steps; index++) {
    const angle = from + ((to - from) * index) / steps;
    points.push([cx + Math.cos(angle) * rx, cy + Math.sin(angle) * ry]);
  }
  return line(points, colour, width, extra);
}

export const layers = (back: Shape[], middle: Shape[], front: Shape[]): Layers => ({ back, middle, front });
