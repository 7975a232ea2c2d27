// Crayon hachure: colour laid as parallel strokes that roughjs places and wobbles across a polygon,
// with paper left between them. Laid one stroke at a time, the wax here and there skips over the
// paper's tooth and the stroke starts again a little further on; scribbled back and forth, the strokes
// join into one zigzag, as a child fills a sky or a lawn without lifting the crayon.
import type { Random } from '../random.ts';
import type { Point } from '../shapes.ts';
import { bowedPath, linesPath, roughSeed, roughSets, zigzagPath } from './rough.ts';

export interface Hachure {
  /** Space between strokes, in pixels. */
  gap: number;
  /** Direction of the strokes, in degrees (roughjs' hachureAngle: -41 runs from lower left to upper right). */
  angle: number;
  /** How far the hand wanders (roughjs' roughness). */
  roughness: number;
  /** The share of strokes that skip once (separate strokes only). */
  skips: number;
  /** Back and forth in one stroke, rather than stroke by stroke. */
  zigzag?: boolean;
  /** How far past the outline a stroke may run at either end, in pixels: a child colours over the line. */
  overshoot?: number;
  /**
   * The share of strokes left out at the far side, none at the near: a child presses on where it starts and
   * hurries as it goes, so a thing is coloured thick at one end and thin at the other.
   */
  hurry?: number;
  /** How far each stroke bows to one side, as a share of its length (a wrist's arc); none: ruled straight. */
  bow?: number;
}

type Line = readonly [Point, Point];

const along = ([a, b]: Line, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** The strokes roughjs lays across the polygon, from where each starts to where it ends. */
function strokes(outline: Point[], random: Random, { gap, angle, roughness }: Hachure): Line[] {
  const sets = roughSets(outline, 'polygon', {
    fill: '#000000',
    fillStyle: 'hachure',
    stroke: 'none',
    hachureGap: gap,
    hachureAngle: angle,
    roughness,
    disableMultiStrokeFill: true,
    seed: roughSeed(random),
  });
  const lines: Line[] = [];
  for (const set of sets) {
    if (set.type !== 'fillSketch') continue;
    let from: Point = [0, 0];
    for (const { op, data } of set.ops) {
      if (op === 'move') from = [data[0], data[1]];
      else {
        const to: Point = op === 'bcurveTo' ? [data[4], data[5]] : [data[0], data[1]];
        if (Math.abs(to[0] - from[0]) + Math.abs(to[1] - from[1]) >= 1.5) lines.push([from, to]);
        from = to;
      }
    }
  }
  return lines;
}

/** The stroke run on past where it meets the outline, by up to `overshoot` at each end. */
function overrun([from, to]: Line, random: Random, overshoot: number): Line {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const [before, after] = [random.between(0, overshoot), random.between(0, overshoot)];
  return [along([from, to], -before / length), along([from, to], 1 + after / length)];
}

/** Path data for hachure across the polygon `outline`, to be stroked in the crayon's colour. */
export function hachure(outline: Point[], random: Random, style: Hachure): string {
  const overshoot = style.overshoot ?? 0;
  const all = strokes(outline, random, style);
  const hurry = style.hurry ?? 0;
  const backwards = random.next() < 0.5;
  const lines = all
    .filter(
      (_, index) => hurry === 0 || random.next() >= hurry * ((backwards ? all.length - 1 - index : index) / Math.max(1, all.length - 1)),
    )
    .map((line) => (overshoot > 0 ? overrun(line, random, overshoot) : line));
  if (style.zigzag) return zigzagPath(lines.flatMap(([from, to], index) => (index % 2 ? [to, from] : [from, to])));
  const laid: Line[] = [];
  for (const line of lines) {
    const length = Math.hypot(line[1][0] - line[0][0], line[1][1] - line[0][1]);
    if (length > 9 && random.next() < style.skips) {
      const at = random.between(0.2, 0.7);
      laid.push([line[0], along(line, at)], [along(line, at + random.between(1.6, 3.4) / length), line[1]]);
    } else laid.push(line);
  }
  return style.bow ? bowedPath(laid, style.bow) : linesPath(laid);
}
