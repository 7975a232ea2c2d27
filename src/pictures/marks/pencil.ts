// A light pencil underdrawing: the shape's own outline drawn thin and grey, broken where the pencil
// lifted (an uneven dash), gone over a second time a little off the first on bigger things, as an
// illustrator searches for the line. It reuses the outline's path data (a transform moves it), so it
// costs almost nothing once compressed; the shift is kept inside the frame.
import type { Random } from '../random.ts';
import { HEIGHT, type Point, WIDTH } from '../shapes.ts';
import { num } from '../svg.ts';

export interface Pencil {
  colour: string;
  width: number;
  opacity: number;
  /** Twice round, the second a little off the first. */
  twice: boolean;
}

/** How far a copy of the outline may move and stay in the frame, at most `amount` each way. */
function shift(points: readonly Point[], random: Random, amount: number): [number, number] {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const within = (value: number, low: number, high: number) => Math.min(Math.max(value, -low), high);
  return [
    within(random.jitter(amount), Math.min(...xs), WIDTH - Math.max(...xs)),
    within(random.jitter(amount), Math.min(...ys), HEIGHT - Math.max(...ys)),
  ];
}

// Lifted often enough that the line is found in pieces, as an underdrawing is.
const dashes = (random: Random) =>
  [random.between(18, 60), random.between(3, 12), random.between(8, 30), random.between(2, 8)].map(num).join(' ');

/** Pencil lines over the path data `d` of an outline through `points`. */
export function pencil(d: string, points: readonly Point[], random: Random, options: Pencil): string {
  let marks = '';
  for (let pass = 0; pass < (options.twice ? 2 : 1); pass++) {
    const [dx, dy] = shift(points, random, pass === 0 ? 0.6 : 1.6);
    marks += `<path d="${d}" fill="none" stroke="${options.colour}" stroke-width="${num(options.width)}" stroke-opacity="${num(options.opacity)}" stroke-dasharray="${dashes(random)}" stroke-linecap="round" transform="translate(${num(dx)} ${num(dy)})"/>`;
  }
  return marks;
}
