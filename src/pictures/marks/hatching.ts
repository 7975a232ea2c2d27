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

type Span = [number, number, boolean, boolean];

/**
 * Where each of the lines {p : p·normal = first + k·spacing} runs inside the polygon, as positions along
 * them (even-odd), the polygon moved by `shift`. Each edge is visited once and meets only the lines it
 * crosses, so a big shape with many lines costs little.
 */
function spans(
  outline: readonly Point[],
  normal: Point,
  along: Point,
  first: number,
  spacing: number,
  lines: number,
  shift: Point,
): [number, number][][] {
  const across = shift[0] * normal[0] + shift[1] * normal[1];
  const ahead = shift[0] * along[0] + shift[1] * along[1];
  const hits: number[][] = Array.from({ length: lines }, () => []);
  const count = outline.length;
  for (let index = 0; index < count; index++) {
    const [a, b] = [outline[index], outline[(index + 1) % count]];
    const [na, nb] = [a[0] * normal[0] + a[1] * normal[1] + across, b[0] * normal[0] + b[1] * normal[1] + across];
    const [low, high] = [
      Math.max(0, Math.ceil((Math.min(na, nb) - first) / spacing)),
      Math.min(lines - 1, Math.floor((Math.max(na, nb) - first) / spacing)),
    ];
    for (let line = low; line <= high; line++) {
      const offset = first + line * spacing;
      const [da, db] = [na - offset, nb - offset];
      if (da < 0 === db < 0) continue;
      const t = da / (da - db);
      hits[line].push((a[0] + (b[0] - a[0]) * t) * along[0] + (a[1] + (b[1] - a[1]) * t) * along[1] + ahead);
    }
  }
  return hits.map((list) => {
    list.sort((x, y) => x - y);
    const result: [number, number][] = [];
    for (let index = 0; index + 1 < list.length; index += 2) result.push([list[index], list[index + 1]]);
    return result;
  });
}

/** The spans of `inside` not covered by `lit`; each end marked true where it meets the light. */
function shadowOf(inside: [number, number][], lit: [number, number][]): Span[] {
  const result: Span[] = [];
  for (const [from, to] of inside) {
    let start = from;
    let startLit = false;
    for (const [litFrom, litTo] of lit) {
      if (litTo <= start || litFrom >= to) continue;
      if (litFrom > start) result.push([start, litFrom, startLit, true]);
      start = Math.max(start, litTo);
      startLit = true;
    }
    if (start < to) result.push([start, to, startLit, false]);
  }
  return result;
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
  const inside = spans(outline, normal, along, first, hatch.spacing, lines, [0, 0]);
  const whole = !Number.isFinite(hatch.depth);
  const light: Point = whole ? [0, 0] : [-hatch.depth * Math.SQRT1_2, -hatch.depth * Math.SQRT1_2];
  const lit = whole ? [] : spans(outline, normal, along, first, hatch.spacing, lines, light);
  const strokes: [Point, Point][] = [];
  for (let line = 0; line < lines; line++) {
    const offset = first + line * hatch.spacing;
    const wander = random.jitter(0.25);
    const at = (position: number): Point =>
      inFrame(normal[0] * (offset + wander) + along[0] * position, normal[1] * (offset + wander) + along[1] * position);
    for (const [from, to, fromLit, toLit] of shadowOf(inside[line], lit[line] ?? [])) {
      // Strokes stop short of the light by a varying amount: a hand's ragged edge, not a ruled one.
      const start = from + (fromLit ? random.next() * hatch.depth * 0.35 : 0.4);
      const end = to - (toLit ? random.next() * hatch.depth * 0.35 : 0.4);
      if (end - start >= 1.2) strokes.push([at(start), at(end)]);
    }
  }
  return strokes;
}
