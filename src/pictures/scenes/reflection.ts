// What a mirror shows: the people turned to it, facing back out of it and smaller, seen only in the glass, and
// those people seen from behind. A mirror hung empty in a scene about pulling faces in it reads as a blank panel.
import { glassOf, gleam, mirror } from '../props/home.ts';
import { type Point, rect, type Shape, skullsOf } from '../shapes.ts';
import { seenThrough } from './scene.ts';

type Glass = readonly [number, number, number, number];

const GLASS_VEIL = '#d8eef2';

/**
 * The shapes (people and what they wear) as a mirror they are turned to shows them: facing back out of the
 * glass, faces and all, turned left for right as a mirror at their side turns them; or, to people seen from
 * behind (`fromBehind`), left and right kept, since a mirror before them turns them round front to back only
 * (turned left for right too, their order and their raised arms swapped sides, "every picture makes the same
 * mistake", a blind check after review 142). Scaled to span `fit` of the glass's width, their heads level with
 * their own as far as the glass allows; under a light veil of the glass's colour. They are no one (no
 * `data-figure`), so no framing or touch rule counts them twice.
 */
export function reflected(shapes: readonly Shape[], glass: Glass, fit: number, seenFromBehind = false): Shape[] {
  const [x, y, width, height] = glass;
  // Measured on the skulls alone (a head's first shape), with a quarter of a head's width to spare each side (a
  // whole head's made the faces in the glass so small they read as "a painting on the wall", review 108), so a hood,
  // a hat or a hairstyle never moves the image, and with it the camera that keeps its faces in view.
  const skulls = skullsOf(shapes);
  // Their hands too, so arms flung up and out stay in the glass: measured on the heads alone, a grandma's second
  // raised arm fell outside it and "her reflection raises one" (review 148).
  const hands = shapes.filter((shape) => shape.part === 'hand');
  const xs = [...skulls, ...hands].flatMap((shape) => shape.points.map(([px]) => px));
  const ys = skulls.flatMap((shape) => shape.points.map(([, py]) => py));
  const spare =
    (0.25 * skulls.reduce((sum, { points }) => sum + Math.max(...points.map(([px]) => px)) - Math.min(...points.map(([px]) => px)), 0)) /
    Math.max(1, skulls.length);
  const [left, right] = [Math.min(...xs) - spare, Math.max(...xs) + spare];
  const middle = (left + right) / 2;
  const level = ys.reduce((sum, py) => sum + py, 0) / Math.max(1, ys.length);
  // Every face whole in the glass, however far apart their heights: scaled to the width alone, a small
  // grandchild's face beside a tall grandparent's fell below the glass, "a floating head over the frame" (review 129).
  const scale = Math.min((width * fit) / Math.max(1, right - left), (height * 0.62) / Math.max(1, Math.max(...ys) - Math.min(...ys)));
  // Toward where they stand, but never so far to a side that the image runs off the glass: it cut off a raised arm.
  const half = Math.min(width / 2, ((right - left) * scale) / 2);
  const at: Point = [
    Math.min(x + Math.min(width * 0.7, width - half), Math.max(x + Math.max(width * 0.3, half), middle)),
    Math.min(y + height * 0.7, Math.max(y + height * 0.3, level)),
  ];
  const image = shapes.map(
    (shape): Shape => ({
      ...shape,
      who: undefined,
      part: undefined,
      held: undefined,
      sits: undefined,
      // The faces in the glass are what the moment is about: the camera keeps them in view.
      inView: skulls.includes(shape),
      // A line shrinks with the image: at its own width, a small face's glasses and brows ran together into
      // dark bands ("sunglasses the people don't have").
      width: shape.width === undefined ? undefined : shape.width * scale,
      points: shape.points.map(
        ([px, py]): Point => [at[0] + (seenFromBehind ? 1 : -1) * (px - middle) * scale, at[1] + (py - level) * scale],
      ),
    }),
  );
  return [...seenThrough(image, glass), rect(x, y, width, height, GLASS_VEIL, { opacity: 0.22 })];
}

/**
 * People seen from behind, as they face a mirror: each head the back of its hair (or a bald crown), no face on it,
 * and nothing of the front of their clothes (a cardigan's opening down the back read as "her front zip shows on
 * her back", a fault check after review 149). Facing us beside it, with their faces in the glass, or with their
 * backs in it, they made "impossible mirrors" (reviews 129-142).
 */
export const fromBehind = (shapes: readonly Shape[]): Shape[] =>
  shapes
    .filter((shape) => !shape.front && (shape.part !== 'head' || shape.nape !== undefined))
    .map((shape) => ({ ...shape, colour: shape.nape ?? shape.colour }));

/** A hall mirror centred on [x, y], showing `people` as `reflected` does, its gleam over them. */
export const mirrorShowing = (
  x: number,
  y: number,
  width: number,
  height: number,
  people: readonly Shape[],
  fit: number,
  seenFromBehind = false,
): Shape[] => [
  ...mirror(x, y, width, height),
  ...reflected(people, glassOf(x, y, width, height), fit, seenFromBehind),
  gleam(x, y, width, height),
];

/**
 * People at a hall mirror centred on [x, y], turned to it: the mirror with their faces in it, left and right kept,
 * and the people themselves seen from behind, one rule for both.
 */
export const beforeTheMirror = (x: number, y: number, width: number, height: number, people: readonly Shape[], fit: number) => ({
  mirror: mirrorShowing(x, y, width, height, people, fit, true),
  people: fromBehind(people),
});
