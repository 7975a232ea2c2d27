// The drawing before it has a style: shapes as point lists with a colour, grouped into the three
// layers of a setting (background, middle ground, figures and foreground). A style decides how
// each shape becomes marks: an inked line, a cut piece of paper, a wash, crayon strokes.

export type Point = readonly [number, number];

/**
 * What a shape stands for, so each artist can set it down the way its medium does: a child scribbles
 * the sky as a band, a watercolourist lets the wall fade into bare paper. Unmarked shapes are things.
 */
export type Role = 'sky' | 'far' | 'ground' | 'wall' | 'floor' | 'cloud' | 'glow' | 'thing';

/** Who a shape belongs to, as the picture marks it (`data-figure`): the grandchild or a grandparent by family order. */
export type FigureId = 'child' | 'grandparent-1' | 'grandparent-2';
/** The parts of a person a picture marks (`data-part`), so framing and touch can be measured. */
export type Part = 'head' | 'hand' | 'leg';

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
  role?: Role;
  who?: FigureId;
  part?: Part;
  /** A thing someone holds or touches in the story (`data-held`): the saddle, the kite string. */
  held?: string;
  /**
   * A simple manner's arm or leg: a band along its joints (its start, one side, its end, the other side
   * back), so an artist who draws limbs as sticks (a child) can draw along its middle.
   */
  limb?: 'arm' | 'leg';

  /**
   * A seated figure's legs: the point its weight rests on (under the hip), and whether that is up on a seat
   * (a chair, a lap, a step) rather than down on the floor, so a test can find what it sits on.
   */
  sits?: { on: Point; raised: boolean };
  /** The arm and hand on our side of a person, which a scene may lay over what the person holds. */
  nearArm?: boolean;
  /** No one's, yet kept in view as a face is: a face in the mirror the moment is about. */
  inView?: boolean;
  /** A skull's back, as a mirror behind the person shows it: the hair's colour, or the skin's when bald. */
  nape?: string;
  /** Seen only from the front (a cardigan's collar and opening): a person seen from behind does not show it. */
  front?: boolean;
  /** A written word's middle (x on the stage): a picture staged the other way round moves the word, never turns its letters. */
  upright?: number;
}

export interface Layers {
  back: Shape[];
  middle: Shape[];
  front: Shape[];
  /** The share of the picture's height at the top that the camera keeps clear of faces (the cover's title is set there). */
  clearTop?: number;
}

/**
 * Each person's skull (the first shape of their head): where a head is and how big, whatever hair, beard or
 * glasses the family chose, so a change of look never moves the camera and the rest of the picture with it.
 */
export const skullsOf = (shapes: readonly Shape[]): Shape[] =>
  shapes.filter(
    (shape, index) => shape.part === 'head' && !shapes.slice(0, index).some((before) => before.who === shape.who && before.part === 'head'),
  );

/** The colour the settings paint the sun: how an artist or the frame tells the sun from other round things. */
export const SUN_COLOUR = '#ffd65c';
export const isSun = (shape: Shape) => shape.colour === SUN_COLOUR && shape.role === undefined && shape.who === undefined;

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
  return shape(ellipsePoints(cx, cy, rx, ry, count), colour, { smooth: true, ...extra });
}

/** `count` points round an ellipse, from its right-hand end. */
export function ellipsePoints(cx: number, cy: number, rx: number, ry: number, count = 10): Point[] {
  return Array.from({ length: count }, (_, index): Point => {
    const angle = (index / count) * Math.PI * 2;
    return [cx + Math.cos(angle) * rx, cy + Math.sin(angle) * ry];
  });
}

/** An ellipse turned by `angle` (radians): a hand along its forearm, a shoe along the ground. */
export function oval(cx: number, cy: number, rx: number, ry: number, angle: number, colour: string, extra: Partial<Shape> = {}): Shape {
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const points: Point[] = [];
  for (let index = 0; index < 10; index++) {
    const t = (index / 10) * Math.PI * 2;
    const [x, y] = [Math.cos(t) * rx, Math.sin(t) * ry];
    points.push([cx + x * cos - y * sin, cy + x * sin + y * cos]);
  }
  return shape(points, colour, { smooth: true, ...extra });
}

/**
 * A band along a line that narrows from `from` to `to` in width, closed round its ends: a sleeve, a
 * trouser leg, a scarf. Closed, so every artist can fill it (a wash, hatching, a cut strip).
 */
export function ribbon(points: readonly Point[], from: number, to: number, colour: string, extra: Partial<Shape> = {}): Shape {
  const widths = points.map((_, index) => from + ((to - from) * index) / Math.max(1, points.length - 1));
  return band(points, widths, colour, extra);
}

/** A band along a path with a width at each point: a limb that swells at the calf and narrows at the ankle. */
export function band(points: readonly Point[], widths: readonly number[], colour: string, extra: Partial<Shape> = {}): Shape {
  const count = points.length;
  const widthAt = (index: number) => widths[index] / 2;
  const direction = (index: number): Point => {
    const [a, b] = [points[Math.max(0, index - 1)], points[Math.min(count - 1, index + 1)]];
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return [(b[0] - a[0]) / length, (b[1] - a[1]) / length];
  };
  const left: Point[] = [];
  const right: Point[] = [];
  points.forEach(([x, y], index) => {
    const [dx, dy] = direction(index);
    const half = widthAt(index);
    left.push([x - dy * half, y + dx * half]);
    right.push([x + dy * half, y - dx * half]);
  });
  const [sx, sy] = direction(0);
  const [ex, ey] = direction(count - 1);
  const start: Point = [points[0][0] - sx * widthAt(0), points[0][1] - sy * widthAt(0)];
  const end: Point = [points[count - 1][0] + ex * widthAt(count - 1), points[count - 1][1] + ey * widthAt(count - 1)];
  return shape([start, ...left, end, ...right.reverse()], colour, { smooth: true, ...extra });
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

/** A prop as something the story has someone hold: every hand test checks a hand touches it. */
export const heldAs = (name: string, shapes: Shape[]): Shape[] => shapes.map((shape) => ({ ...shape, held: name }));

/** Shapes the camera keeps in the frame, as it keeps faces and held things: what a jump lands on, a tent's peak. */
export const keptInView = (shapes: Shape[]): Shape[] => shapes.map((shape) => ({ ...shape, inView: true }));

/** Shapes grown or shrunk about a point: a hat made for a head of one size worn by a bigger one. */
export const scaledAbout = (shapes: Shape[], [cx, cy]: Point, k: number): Shape[] =>
  shapes.map((shape) => ({
    ...shape,
    points: shape.points.map(([x, y]) => [cx + (x - cx) * k, cy + (y - cy) * k] as const),
    ...(shape.width === undefined ? {} : { width: shape.width * k }),
  }));

/** Shapes turned about the upright line at `x`: a prop made facing right, for someone facing left. */
export const mirroredAbout = (shapes: Shape[], x: number): Shape[] =>
  shapes.map((shape) => ({ ...shape, points: shape.points.map(([px, py]) => [2 * x - px, py] as const) }));

export const layers = (back: Shape[], middle: Shape[], front: Shape[]): Layers => ({ back, middle, front });
