// The artist's lens: how big the setting stands behind the family, and where. A long lens brings the
// wall, the window or the hills up close behind the people; a wide one pushes them back and shows more
// of them; a step to one side moves the window from behind one head to behind the other. Only the
// setting (the back layer) behind the line where the floor or the field meets the wall or the sky
// moves, scaled about that line, so everything the people stand on, sit on, jump in or hold stays where
// the scene put it; whatever ran off the stage's edge (a wall, the sky) still runs off it, so no bare
// paper opens.
import { HEIGHT, type Layers, type Point, type Shape, skullsOf, WIDTH } from './shapes.ts';
import { clearOfPeople } from './tree-clearing.ts';

export interface Lens {
  /** How big the setting is against the people: above 1 a long lens, below 1 a wide one. */
  depth: number;
  /** How far the setting moves sideways, as a share of the picture's width (+ to the right on the stage). */
  shift: number;
}

/** The setting as the scene staged it. */
export const AS_STAGED: Lens = { depth: 1, shift: 0 };

/** A coordinate past an edge of the stage stays past it, so the setting still fills the frame. */
const pinned = (before: number, after: number, size: number): number =>
  before <= 0 ? Math.min(before, after) : before >= size ? Math.max(before, after) : after;

/** Whether a shape lies along the ground rather than standing up from it. */
const flat = ({ points }: Shape): boolean => {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return Math.max(...xs) - Math.min(...xs) >= Math.max(...ys) - Math.min(...ys);
};

/**
 * The setting seen through the lens, about the middle of the people's skulls (never their hair or hats, so
 * a change of look never moves the setting) and the setting's ground line.
 */
export function throughLens(layers: Layers, lens: Lens): Layers {
  const heads = skullsOf([...layers.middle, ...layers.front]).flatMap((shape) => shape.points);
  const grounds = layers.back.filter((shape) => shape.role === 'floor' || shape.role === 'ground');
  if (heads.length === 0 || grounds.length === 0) return layers;
  const middle = heads.reduce((sum, [x]) => sum + x, 0) / heads.length;
  const line = Math.min(...grounds.flatMap((shape) => shape.points.map(([, y]) => y)));
  const shift = lens.shift * WIDTH;
  const move = ([x, y]: Point): Point => [middle + (x - middle) * lens.depth + shift, line + (y - line) * lens.depth];
  const moved = (shape: Shape): Shape => {
    // What lies flat on the ground in front of that line (a puddle, a lake, a path) is where the people are: it
    // stays. Something upright there is the foot of a thing that stands behind it: a door's lower panel left
    // behind when the door moved read as a second door. What is seen through an opening (a mirror's floor and
    // shoes) goes with the opening: left behind, its shoes stood on the floor outside the mirror.
    if (!shape.clip && shape.points.every(([, y]) => y >= line) && flat(shape)) return shape;
    const points = shape.points.map((point): Point => {
      const [x, y] = move(point);
      return [pinned(point[0], x, WIDTH), pinned(point[1], y, HEIGHT)];
    });
    const seen: Shape = { ...shape, points };
    if (shape.width !== undefined) seen.width = shape.width * lens.depth;
    if (shape.clip) {
      const [x, y, width, height] = shape.clip;
      const [corner, far] = [move([x, y]), move([x + width, y + height])];
      seen.clip = [corner[0], corner[1], far[0] - corner[0], far[1] - corner[1]];
    }
    return seen;
  };
  const people = [...layers.middle, ...layers.front];
  const touching = [...people.filter((shape) => shape.part === 'hand'), ...skullsOf(people)];
  return { ...layers, back: clearOfPeople(layers.back.map(moved), touching) };
}
