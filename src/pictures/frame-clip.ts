// Shapes cut at the picture's edge once the camera has come close: a wall or a hill that runs past the
// frame is trimmed to it (Sutherland–Hodgman for closed shapes, a line split where it leaves), so no
// mark is drawn outside the picture and the book's PDF carries nothing it does not show. It also
// tells a sliver: the little the frame leaves of a small thing of the setting (the edge of a sun, or half a
// sun along an edge, a bowl), which reads as a mistake, where half a sun in a corner reads as a picture-book sun.
import { signedArea } from './marks/contour.ts';
import { spanOf } from './marks/outline.ts';
import { HEIGHT, isSun, type Point, type Shape, WIDTH } from './shapes.ts';

type Edge = { inside: (p: Point) => boolean; cross: (a: Point, b: Point) => Point };

const at = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const EDGES: Edge[] = [
  { inside: ([x]) => x >= 0, cross: (a, b) => at(a, b, a[0] / (a[0] - b[0])) },
  { inside: ([x]) => x <= WIDTH, cross: (a, b) => at(a, b, (a[0] - WIDTH) / (a[0] - b[0])) },
  { inside: ([, y]) => y >= 0, cross: (a, b) => at(a, b, a[1] / (a[1] - b[1])) },
  { inside: ([, y]) => y <= HEIGHT, cross: (a, b) => at(a, b, (a[1] - HEIGHT) / (a[1] - b[1])) },
];

const within = ([x, y]: Point) => x >= 0 && x <= WIDTH && y >= 0 && y <= HEIGHT;
const onEdge = ([x, y]: Point) => Math.min(x, y, WIDTH - x, HEIGHT - y) < 0.01;

function clipPolygon(points: readonly Point[]): Point[] {
  let result: Point[] = [...points];
  for (const edge of EDGES) {
    const input = result;
    result = [];
    input.forEach((current, index) => {
      const previous = input[(index + input.length - 1) % input.length];
      if (edge.inside(current)) {
        if (!edge.inside(previous)) result.push(edge.cross(previous, current));
        result.push(current);
      } else if (edge.inside(previous)) result.push(edge.cross(previous, current));
    });
    if (result.length === 0) break;
  }
  return result;
}

/** A line's runs inside the frame (a segment that leaves is cut where it crosses the edge). */
function clipLine(points: readonly Point[]): Point[][] {
  const runs: Point[][] = [];
  let run: Point[] = [];
  for (let index = 1; index < points.length; index++) {
    let [a, b] = [points[index - 1], points[index]];
    for (const edge of EDGES) {
      if (!edge.inside(a) && !edge.inside(b)) {
        a = b;
        break;
      }
      if (!edge.inside(a)) a = edge.cross(a, b);
      else if (!edge.inside(b)) b = edge.cross(a, b);
    }
    if (!within(a) || !within(b) || (a[0] === b[0] && a[1] === b[1])) {
      if (run.length > 1) runs.push(run);
      run = [];
      continue;
    }
    if (run.length === 0) run.push(a);
    run.push(b);
    if (b !== points[index]) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 1) runs.push(run);
  return runs;
}

/** How much of a small thing of the setting must show for it to stay, and how small such a thing is. */
const SLIVER = { share: 0.3, size: 90 };

/** A thing of the setting (a sun, a cloud, a stool), not a person, nor what someone holds, nor the setting's ground or sky. */
const settingThing = (shape: Shape) =>
  shape.who === undefined && shape.held === undefined && (shape.role === undefined || shape.role === 'glow' || shape.role === 'cloud');

/** How much of a sun must show when the frame cuts it away from a corner. */
const SUN_SHOWN = 0.85;

/** Whether the shape's centre lies within its own radius of two edges of the frame. */
function inCorner(shape: Shape): boolean {
  const xs = shape.points.map(([x]) => x);
  const ys = shape.points.map(([, y]) => y);
  const [cx, cy] = [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
  const r = (Math.max(...xs) - Math.min(...xs)) / 2;
  return Math.min(cx, WIDTH - cx) < r && Math.min(cy, HEIGHT - cy) < r;
}

/**
 * Whether the frame leaves only a sliver of a small thing of the setting (`shown` being what it leaves).
 * A sun cut through away from a corner counts too: half a sun along the top edge reads as a bowl.
 */
export function isSliver(shape: Shape, shown: Shape): boolean {
  const small = Math.max(...spanOf(shape.points)) < SLIVER.size;
  if (!small || !shape.closed || !settingThing(shape)) return false;
  const share = Math.abs(signedArea(shown.points)) / Math.abs(signedArea(shape.points));
  return share < SLIVER.share || (isSun(shape) && share < SUN_SHOWN && !inCorner(shape));
}

/** The shape's parts inside the frame: itself when it fits, a trimmed copy, or nothing. */
export function clipToFrame(shape: Shape): Shape[] {
  if (shape.points.every(within)) return [shape];
  if (shape.closed) {
    const points = clipPolygon(shape.points);
    // A smooth outline rounds every corner, so the frame's cut would bow in, the sky showing under a hill at the
    // frame's corner: each point on the frame is doubled, which keeps the cut straight and its corners square.
    const cut = shape.smooth ? points.flatMap((point) => (onEdge(point) ? [point, point] : [point])) : points;
    return points.length >= 3 ? [{ ...shape, points: cut }] : [];
  }
  return clipLine(shape.points).map((points) => ({ ...shape, points }));
}
