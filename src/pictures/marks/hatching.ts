// Hatching as a pen lays it: parallel strokes only on a shape's shadow side. The shadow side is what
// of the shape lies past the shape moved toward the light by `depth` (light comes from the upper left),
// so a round thing gets a crescent, a box a band down its right and along its bottom. Each stroke is cut
// exactly to the outline (no clip path needed) and stops raggedly at the edge of the light, as a hand
// stops. Denser spacing for darker tones; a second pass at another angle crosses the darkest.
import type { Random } from '../random.ts';
import { HEIGHT, type Point, WIDTH } from '../shapes.ts';

export interface Hatch {
  /** The strokes' direction, in radians (screen angles: 0 points right, -π/4 up and to the right). */
  angle: number;
  /** Pixels between strokes. */
  spacing: number;
  /** How far the light is moved in from the shadow side's edge, in pixels: the breadth of the shadow. */
  depth: number;
}

/** Where lines cross an outline: for line k, sorted positions along it in `positions[starts[k]..starts[k + 1]]`. */
interface Crossings {
  starts: Int32Array;
  positions: Float64Array;
}

/**
 * Where each of the lines {p : p·normal = first + k·spacing} crosses the polygon moved by `shift`, as
 * positions along the lines. Each edge meets only the lines it crosses, and the crossings are kept in
 * two flat arrays (counted, then filled), so a big shape with many lines costs little and makes no garbage.
 */
function crossings(
  outline: readonly Point[],
  normal: Point,
  along: Point,
  first: number,
  spacing: number,
  lines: number,
  shift: Point,
): Crossings {
  const across = shift[0] * normal[0] + shift[1] * normal[1];
  const ahead = shift[0] * along[0] + shift[1] * along[1];
  const count = outline.length;
  const starts = new Int32Array(lines + 1);
  const visit = (record: (line: number, position: number) => void) => {
    for (let index = 0; index < count; index++) {
      const a = outline[index];
      const b = outline[index + 1 === count ? 0 : index + 1];
      const na = a[0] * normal[0] + a[1] * normal[1] + across;
      const nb = b[0] * normal[0] + b[1] * normal[1] + across;
      const low = Math.max(0, Math.ceil((Math.min(na, nb) - first) / spacing));
      const high = Math.min(lines - 1, Math.floor((Math.max(na, nb) - first) / spacing));
      for (let line = low; line <= high; line++) {
        const offset = first + line * spacing;
        const da = na - offset;
        const db = nb - offset;
        if (da < 0 === db < 0) continue;
        const t = da / (da - db);
        record(line, (a[0] + (b[0] - a[0]) * t) * along[0] + (a[1] + (b[1] - a[1]) * t) * along[1] + ahead);
      }
    }
  };
  visit((line) => starts[line + 1]++);
  for (let line = 0; line < lines; line++) starts[line + 1] += starts[line];
  const positions = new Float64Array(starts[lines]);
  const filled = starts.slice(0, lines);
  visit((line, position) => {
    positions[filled[line]++] = position;
  });
  for (let line = 0; line < lines; line++) positions.subarray(starts[line], starts[line + 1]).sort();
  return { starts, positions };
}

const inFrame = (x: number, y: number): Point => [Math.min(WIDTH, Math.max(0, x)), Math.min(HEIGHT, Math.max(0, y))];

/**
 * The strokes of one pass of hatching over the shadow side of a closed outline (from `contour`); a depth
 * of `Infinity` hatches the whole shape.
 */
export function hatchStrokes(outline: readonly Point[], hatch: Hatch, random: Random): [Point, Point][] {
  const along: Point = [Math.cos(hatch.angle), Math.sin(hatch.angle)];
  const normal: Point = [-along[1], along[0]];
  const offsets = outline.map(([x, y]) => x * normal[0] + y * normal[1]);
  const [low, high] = [Math.min(...offsets), Math.max(...offsets)];
  const first = low + hatch.spacing * (0.3 + random.next() * 0.5);
  const lines = Math.max(0, Math.ceil((high - first) / hatch.spacing));
  const inside = crossings(outline, normal, along, first, hatch.spacing, lines, [0, 0]);
  const whole = !Number.isFinite(hatch.depth);
  const light: Point = [-hatch.depth * Math.SQRT1_2, -hatch.depth * Math.SQRT1_2];
  const lit = whole ? undefined : crossings(outline, normal, along, first, hatch.spacing, lines, light);
  const strokes: [Point, Point][] = [];
  for (let line = 0; line < lines; line++) {
    const offset = first + line * hatch.spacing;
    const wander = random.jitter(0.25);
    // Each stroke a little off parallel to the last: strokes laid exactly parallel read as "ruler-even" (review 118).
    const tilt = random.jitter(0.035);
    const at = (position: number, middle: number): Point => {
      const off = offset + wander + tilt * (position - middle);
      return inFrame(normal[0] * off + along[0] * position, normal[1] * off + along[1] * position);
    };
    // Strokes stop short of the light by a varying amount, and a hand's strokes on a shadow side are never all
    // one length: a ragged edge, not a ruled one. Hatching a whole shape runs to its edges.
    const stroke = (from: number, to: number, fromLit: boolean, toLit: boolean) => {
      const ragged = () => 0.4 + (whole ? 0 : random.next() * (to - from) * 0.08);
      const start = from + (fromLit ? random.next() * hatch.depth * 0.35 : ragged());
      const end = to - (toLit ? random.next() * hatch.depth * 0.35 : ragged());
      if (end - start >= 1.2) strokes.push([at(start, (start + end) / 2), at(end, (start + end) / 2)]);
    };
    // Each span inside the shape (even-odd pairs), less the spans of the shape moved toward the light.
    for (let index = inside.starts[line]; index + 1 < inside.starts[line + 1]; index += 2) {
      const to = inside.positions[index + 1];
      let start = inside.positions[index];
      let startLit = false;
      if (lit)
        for (let other = lit.starts[line]; other + 1 < lit.starts[line + 1]; other += 2) {
          const [litFrom, litTo] = [lit.positions[other], lit.positions[other + 1]];
          if (litTo <= start || litFrom >= to) continue;
          if (litFrom > start) stroke(start, litFrom, startLit, true);
          start = Math.max(start, litTo);
          startLit = true;
        }
      if (start < to) stroke(start, to, startLit, false);
    }
  }
  return strokes;
}
