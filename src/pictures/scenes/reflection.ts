// What a mirror shows: the people before it, turned round and smaller, seen only in the glass. A mirror
// hung empty in a scene about pulling faces in it reads as a blank panel on the wall.
import { glassOf, gleam, mirror } from '../props/home.ts';
import { type FigureId, type Point, rect, type Shape } from '../shapes.ts';
import { seenThrough } from './scene.ts';

type Glass = readonly [number, number, number, number];

const GLASS_VEIL = '#d8eef2';

interface Head {
  skull: Shape;
  centre: number;
  hair: string;
}

/** Each person's skull (the first shape of their head), its middle, and their hair colour (their head's last shape that is not a feature). */
function headsOf(shapes: readonly Shape[]): Map<FigureId | undefined, Head> {
  const heads = new Map<FigureId | undefined, Head>();
  for (const shape of shapes) {
    if (shape.part !== 'head' || shape.detail) continue;
    const xs = shape.points.map(([px]) => px);
    const seen = heads.get(shape.who);
    if (seen === undefined) heads.set(shape.who, { skull: shape, centre: (Math.min(...xs) + Math.max(...xs)) / 2, hair: shape.colour });
    else seen.hair = shape.colour;
  }
  return heads;
}

/**
 * The shapes (people and what they wear) as a mirror on the wall behind them shows them: each person
 * where they stand but turned round, so the glass shows the backs of their heads (their faces, mirrored
 * about the group, read as the wrong people in the wrong places); scaled to span `fit` of the glass's
 * width, their heads level with their own as far as the glass allows (so a camera that shows their faces
 * shows the part of the glass that shows them); under a veil of the glass's own colour. They are no one
 * (no `data-figure`), so no framing or touch rule counts them twice.
 */
export function reflected(shapes: readonly Shape[], glass: Glass, fit: number): Shape[] {
  const [x, y, width, height] = glass;
  const xs = shapes.flatMap((shape) => shape.points.map(([px]) => px));
  const heads = headsOf(shapes);
  const skullYs = shapes.filter((shape) => shape.part === 'head').flatMap((shape) => shape.points.map(([, py]) => py));
  const [left, right] = [Math.min(...xs), Math.max(...xs)];
  const middle = (left + right) / 2;
  const level = skullYs.reduce((sum, py) => sum + py, 0) / Math.max(1, skullYs.length);
  const scale = (width * fit) / Math.max(1, right - left);
  const within = (value: number, start: number, span: number) => Math.min(start + span * 0.7, Math.max(start + span * 0.3, value));
  const at: Point = [within(middle, x, width), within(level, y, height)];
  // A worn hat belongs to the person whose head is nearest it.
  const ownerOf = (shape: Shape): Head | undefined =>
    heads.get(shape.who) ??
    [...heads.values()].reduce<Head | undefined>(
      (best, head) =>
        best === undefined || Math.abs(head.centre - shape.points[0][0]) < Math.abs(best.centre - shape.points[0][0]) ? head : best,
      undefined,
    );
  const turned = shapes
    .filter((shape) => !(shape.part === 'head' && shape.detail))
    .map((shape): Shape => {
      const head = ownerOf(shape);
      const centre = head?.centre ?? middle;
      return {
        ...shape,
        colour: head?.skull === shape ? head.hair : shape.colour,
        who: undefined,
        part: undefined,
        held: undefined,
        points: shape.points.map(([px, py]): Point => [at[0] + (centre - middle - (px - centre)) * scale, at[1] + (py - level) * scale]),
      };
    });
  return [...seenThrough(turned, glass), rect(x, y, width, height, GLASS_VEIL, { opacity: 0.35 })];
}

/** A hall mirror centred on [x, y], showing `people` as `reflected` does, its gleam over them. */
export const mirrorShowing = (x: number, y: number, width: number, height: number, people: readonly Shape[], fit: number): Shape[] => [
  ...mirror(x, y, width, height),
  ...reflected(people, glassOf(x, y, width, height), fit),
  gleam(x, y, width, height),
];
