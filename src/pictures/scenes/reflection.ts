// What a mirror shows: the people before it, turned round and smaller, seen only in the glass. A mirror
// hung empty in a scene about pulling faces in it reads as a blank panel on the wall.
import { type Point, rect, type Shape } from '../shapes.ts';
import { seenThrough } from './scene.ts';

type Glass = readonly [number, number, number, number];

const GLASS_VEIL = '#d8eef2';

/**
 * The shapes (people and what they wear) as the glass shows them: turned round, scaled so they span
 * `fit` of the glass's width, where they stand and their faces level with their own as far as the glass
 * allows (a mirror behind them shows them there, so a camera that shows their faces shows the glass's
 * part that shows them), under a
 * veil of the glass's own colour. They are no one (no `data-figure`), so no framing or touch rule counts
 * them twice.
 */
export function reflected(shapes: readonly Shape[], glass: Glass, fit: number): Shape[] {
  const [x, y, width, height] = glass;
  const xs = shapes.flatMap((shape) => shape.points.map(([px]) => px));
  const heads = shapes.filter((shape) => shape.part === 'head').flatMap((shape) => shape.points);
  const [left, right] = [Math.min(...xs), Math.max(...xs)];
  const middle = (left + right) / 2;
  const faces = heads.reduce((sum, [, py]) => sum + py, 0) / Math.max(1, heads.length);
  const scale = (width * fit) / Math.max(1, right - left);
  const within = (value: number, start: number, span: number) => Math.min(start + span * 0.7, Math.max(start + span * 0.3, value));
  const at: Point = [within(middle, x, width), within(faces, y, height)];
  const turned = shapes.map(
    (shape): Shape => ({
      ...shape,
      who: undefined,
      part: undefined,
      held: undefined,
      points: shape.points.map(([px, py]): Point => [at[0] - (px - middle) * scale, at[1] + (py - faces) * scale]),
    }),
  );
  return [...seenThrough(turned, glass), rect(x, y, width, height, GLASS_VEIL, { opacity: 0.35 })];
}
