// A day sky as an ink illustrator washes it: a pale ground, then a deeper wash laid across the top with
// a loaded brush, its lower edge ragged where the brush ran dry, a second, smaller pass inside it; and a
// few loose pen strokes, gentle curves the way a hand suggests air, not lines ruled across the page.
import type { Random } from '../random.ts';
import { HEIGHT, type Point, WIDTH } from '../shapes.ts';

export interface SkyWash {
  /** Wash layers, each a closed outline, the first the largest. */
  washes: Point[][];
  /** Loose pen strokes, as polylines. */
  strokes: Point[][];
}

const inFrame = (x: number, y: number): Point => [Math.min(WIDTH, Math.max(0, x)), Math.min(HEIGHT, Math.max(0, y))];

/** A band hanging from the top of a box to a ragged lower edge about `depth` down. */
function band(left: number, right: number, top: number, depth: number, random: Random): Point[] {
  const steps = 12;
  const [phase, wave] = [random.next() * Math.PI * 2, random.between(1.5, 3)];
  const edge: Point[] = [];
  for (let step = 0; step <= steps; step++) {
    const t = step / steps;
    const sag = Math.sin(phase + t * Math.PI * wave) * depth * 0.22 + random.jitter(depth * 0.12);
    edge.push(inFrame(left + (right - left) * t, top + depth + sag));
  }
  return [inFrame(left, top), inFrame(right, top), ...edge.reverse()];
}

/** The wash and loose strokes for a day sky whose outline spans `outline`'s box. */
export function skyWash(outline: readonly Point[], random: Random): SkyWash {
  const xs = outline.map(([x]) => x);
  const ys = outline.map(([, y]) => y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const tall = bottom - top;
  const washes = [
    band(left, right, top, tall * random.between(0.38, 0.5), random),
    band(left, right, top, tall * random.between(0.16, 0.24), random),
  ];
  const strokes: Point[][] = [];
  const count = 3 + Math.floor(random.next() * 3);
  for (let index = 0; index < count; index++) {
    const length = random.between(24, 60);
    const x = random.between(left + 20, Math.max(left + 21, right - 20 - length));
    const y = top + tall * random.between(0.08, 0.42);
    const bow = random.jitter(3);
    strokes.push([0, 0.25, 0.5, 0.75, 1].map((t) => inFrame(x + length * t, y + Math.sin(t * Math.PI) * bow - t * random.between(0, 1.5))));
  }
  return { washes, strokes };
}
