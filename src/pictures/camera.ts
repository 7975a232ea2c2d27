// The artist's camera: how close it comes to the family and from which side. It finds the faces and
// hands the moment is about, comes as close as the artist likes while every face and held thing
// stays in the square a book page shows, with room round it, keeps the view on the drawn stage, and
// maps every shape into the picture (mirrored if the artist stages it the other way round).
import type { Camera } from './artists/artist.ts';
import { clamp } from './clamp.ts';
import { contains } from './marks/outline.ts';
import { type FigureId, HEIGHT, type Layers, type Point, type Shape, skullsOf, WIDTH } from './shapes.ts';

export interface View {
  /** The stage's point at the picture's top-left corner. */
  x: number;
  y: number;
  zoom: number;
  mirror: boolean;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const boxOf = (shapes: readonly Shape[]): Box | undefined => {
  if (shapes.length === 0) return undefined;
  const points = shapes.flatMap((shape) => shape.points);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
};

/** Room kept round the faces and hands, in the picture's pixels. */
const MARGIN = 22;
/** The middle of the picture a square book page shows (the book crops the sides of a 4:3 picture). */
export const SQUARE = { left: (WIDTH - HEIGHT) / 2, right: (WIDTH + HEIGHT) / 2 };

/** The view that keeps `whole` (the people seen down to their feet) inside the picture. */
function viewKeeping(layers: Layers, camera: Camera, whole: (who: FigureId) => boolean): View {
  const all = [...layers.back, ...layers.middle, ...layers.front];
  const heads = skullsOf(all);
  const focus = boxOf([...heads, ...all.filter((shape) => shape.part === 'hand' || shape.held !== undefined || shape.inView)]);
  const childHead = boxOf(heads.filter((shape) => shape.who === 'child'));
  if (focus === undefined || childHead === undefined) return { x: 0, y: 0, zoom: 1, mirror: camera.mirror };
  // Aimed at the skull alone, so the head with its hair is at least as tall as the artist wants.
  const wanted = (camera.childHead * HEIGHT) / (childHead.bottom - childHead.top);
  const faces = boxOf(heads) ?? focus;
  const child = boxOf(all.filter((shape) => shape.who !== undefined && whole(shape.who))) ?? childHead;
  const bottom = Math.max(focus.bottom, child.bottom);
  const clearTop = (layers.clearTop ?? 0) * HEIGHT;
  // What a square book page must show whole: the faces, and the things the story has someone hold (a rod's tip).
  const kept = boxOf([...heads, ...all.filter((shape) => shape.held !== undefined || shape.inView)]) ?? faces;
  const fits = Math.min(
    (WIDTH - 2 * MARGIN) / (focus.right - focus.left),
    (SQUARE.right - SQUARE.left - 2 * MARGIN) / (kept.right - kept.left),
    (HEIGHT - 2 * MARGIN) / (bottom - focus.top),
    // The faces below a band kept clear at the top, with the child still whole above the bottom.
    (HEIGHT - clearTop - MARGIN) / (bottom - faces.top),
  );
  const zoom = clamp(Math.min(wanted, fits, camera.closest), 1, camera.closest);
  const [width, height] = [WIDTH / zoom, HEIGHT / zoom];
  // Centred on the action, with the faces and held things inside the middle square a book's square page keeps.
  const square = [kept.right - (SQUARE.right - MARGIN) / zoom, kept.left - (SQUARE.left + MARGIN) / zoom];
  const x = clamp(clamp((focus.left + focus.right) / 2 - width / 2, square[0], square[1]), 0, WIDTH - width);
  // The faces sit on the artist's eye line, unless that would push the hands or the child out of the bottom.
  const byEyes = (faces.top + faces.bottom) / 2 - height * camera.eyeLine;
  const lowest = bottom + MARGIN / zoom - height;
  const highest = Math.min(focus.top - MARGIN / zoom, faces.top - clearTop / zoom);
  const y = clamp(clamp(byEyes, lowest, highest), 0, HEIGHT - height);
  return { x, y, zoom, mirror: camera.mirror };
}

/** Each person's legs from the hip down to the lowest foot, with whether a solid thing in front (a counter) hides the feet. */
function legsOf(layers: Layers): Map<FigureId, { top: number; feet: number; hidden: boolean }> {
  const covers = layers.front.filter((shape) => shape.closed && shape.who === undefined && shape.opacity === undefined);
  const legs = new Map<FigureId, { top: number; feet: number; hidden: boolean }>();
  for (const shape of [...layers.back, ...layers.middle, ...layers.front]) {
    if (shape.part !== 'leg' || shape.who === undefined) continue;
    const seen = legs.get(shape.who) ?? { top: Number.POSITIVE_INFINITY, feet: Number.NEGATIVE_INFINITY, hidden: false };
    for (const point of shape.points) {
      seen.top = Math.min(seen.top, point[1]);
      if (point[1] > seen.feet) [seen.feet, seen.hidden] = [point[1], covers.some((cover) => contains(cover.points, point))];
    }
    legs.set(shape.who, seen);
  }
  return legs;
}

/**
 * The people the frame cuts badly: the grandchild anywhere above the feet, a grown-up across the shins or
 * at the ankles, which reads as a drawing that ran out of paper. Whole, cut above the knee (a grown-up in a
 * waist-up view) or with the feet behind a counter is well cut.
 */
export function cutBadly(layers: Layers, view: View): FigureId[] {
  const bottom = view.y + HEIGHT / view.zoom;
  return [...legsOf(layers)]
    .filter(([who, { top, feet, hidden }]) => !hidden && feet > bottom + 0.5 && (who === 'child' || bottom > (top + feet) / 2))
    .map(([who]) => who);
}

export function viewOf(layers: Layers, camera: Camera): View {
  // The child is always seen whole (a baby sitting low beside a standing grandparent is not cut at the
  // chest); a close artist may cut the grown-ups above the knee, anyone else shows everyone whole. Feet
  // behind a counter need no room.
  const hidden = new Set([...legsOf(layers)].filter(([, legs]) => legs.hidden).map(([who]) => who));
  if (camera.waistUp) {
    const close = viewKeeping(layers, camera, (who) => who === 'child' && !hidden.has(who));
    if (cutBadly(layers, close).length === 0) return close;
  }
  return viewKeeping(layers, camera, (who) => !hidden.has(who));
}

/** A stage point as the picture shows it. */
export function toPicture(view: View, [x, y]: Point): Point {
  const px = (x - view.x) * view.zoom;
  return [view.mirror ? WIDTH - px : px, (y - view.y) * view.zoom];
}

function seenShape(view: View, shape: Shape): Shape {
  const { upright } = shape;
  // A word keeps its letters the right way round: only its middle is mirrored.
  const turn =
    view.mirror && upright !== undefined
      ? ([x, y]: Point): Point => [toPicture(view, [upright, y])[0] + (x - upright) * view.zoom, (y - view.y) * view.zoom]
      : (point: Point) => toPicture(view, point);
  const seen: Shape = { ...shape, points: shape.points.map(turn) };
  if (shape.width !== undefined) seen.width = shape.width * view.zoom;
  if (shape.clip) {
    const [x, y, width, height] = shape.clip;
    const [a, b] = [toPicture(view, [x, y]), toPicture(view, [x + width, y + height])];
    seen.clip = [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1])];
  }
  return seen;
}

/** Every shape as the camera sees it. */
export const seen = (view: View, layers: Layers): Layers => ({
  back: layers.back.map((shape) => seenShape(view, shape)),
  middle: layers.middle.map((shape) => seenShape(view, shape)),
  front: layers.front.map((shape) => seenShape(view, shape)),
});
