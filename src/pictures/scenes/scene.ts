// What a scene is: the grandparents its label names, what happens in it (for alt text), and how it
// is drawn for the people a family brings. Helpers place people so a baby sits where an older
// child would stand.
import type { Age } from '../family.ts';
import { type Drawn, drawFigure, type Look } from '../figures/figure.ts';
import type { Manner } from '../figures/manner.ts';
import type { Mood } from '../figures/mood.ts';
import type { Pose } from '../figures/pose.ts';
import type { Random } from '../random.ts';
import type { Layers, Point, Shape } from '../shapes.ts';
import type { Moment } from './moments.ts';

export interface SceneCast {
  child: Look;
  age: Age;
  /** The grandparents the scene shows: one, or two when it is about both and the family has two. */
  elders: Look[];
  /** How the artist drawing the scene draws people. */
  manner: Manner;
}

/** The moment staged: where everyone is and how they stand, sit or kneel, what they hold, the setting round them. */
export type Staging = (cast: SceneCast, random: Random) => Layers;

/** How a scene's moment (moments.ts) is drawn: its first staging and the same moment staged otherwise. */
export interface SceneDrawing {
  id: string;
  draw: Staging;
  /** The same moment staged otherwise, for the artists who compose it another way (`Artist.staging`). */
  restaged?: readonly Staging[];
}

/** A scene whole: its moment and its stagings. */
export type SceneDefinition = Moment & SceneDrawing;

/** The staging an artist picks: the first of its choices the scene has, else its last choice counted round. */
export function stagingOf(scene: SceneDefinition, choices: readonly number[]): Staging {
  const stagings = [scene.draw, ...(scene.restaged ?? [])];
  const choice = choices.find((index) => index < stagings.length) ?? choices[choices.length - 1];
  return stagings[choice % stagings.length];
}

/** The hand a pose's `front` (toward where the figure faces) or `back` placed: joints list hands left to right. */
export const handOf = ({ joints }: Drawn, facing: 1 | -1, which: 'front' | 'back'): Point =>
  joints.hands[(which === 'front') === facing > 0 ? 1 : 0];

/** The grandchild in a pose; a baby cannot stand or walk, so it sits where the pose stands. */
export function kid(cast: SceneCast, pose: Pose, mood?: Mood): Drawn {
  const standing = pose.stance === undefined || pose.stance === 'stand' || pose.stance === 'walk' || pose.stance === 'jump';
  // Sat on the floor with its legs splayed out in front, a booty either side: knees up under its round belly,
  // a baby's legs were hidden ("legless"); both out to the side it faced, they read as a tail.
  const [s, ahead] = [pose.scale ?? 1, Math.sign(pose.facing) || 1];
  // Sat low (the floor, a blanket, a counter top), a baby sits the same way, its hip where the pose put it: its
  // legs forward along the seat read as stubs sunk into it.
  const low = pose.stance === 'sit' && (pose.seat ?? 0) < 14 && pose.feet === undefined;
  const base = standing ? pose.y : pose.y - (pose.seat ?? 0) + 13;
  const out = (reach: number, lift: number): Point => [pose.x + ahead * reach * s, base - lift * s];
  const splayed: [Point, Point] = ahead > 0 ? [out(-13, 2), out(23, 1)] : [out(23, 1), out(-13, 2)];
  const adapted: Pose = cast.age === 'baby' && (standing || low) ? { ...pose, y: base, stance: 'sit', seat: 13, feet: splayed } : pose;
  return drawFigure(cast.child, adapted, mood, cast.manner);
}

/** A grandparent in a pose; a missing second grandparent draws nothing. */
export function elder(cast: SceneCast, index: number, pose: Pose, mood?: Mood): Drawn {
  const look = cast.elders[index];
  if (look === undefined) return { shapes: [], joints: drawFigure(cast.elders[0], pose, mood, cast.manner).joints };
  return drawFigure(look, pose, mood, cast.manner);
}

/** A grandparent clapping: both hands meet in front of the chest, wherever the artist puts the shoulders. */
export function clapping(cast: SceneCast, index: number, pose: Omit<Pose, 'front' | 'back'>, mood?: Mood): Drawn {
  const { shoulders, headRadius } = elder(cast, index, pose).joints;
  const chest = (shoulders[0][1] + shoulders[1][1]) / 2;
  const hands: Point = [(shoulders[0][0] + shoulders[1][0]) / 2 + pose.facing * headRadius * 1.6, chest + headRadius * 0.9];
  return elder(cast, index, { ...pose, front: hands, back: [hands[0] - pose.facing * 3, hands[1] + 2] }, mood);
}

/** How low the lowest foot of these people reaches: where what they land on (a puddle) lies under them. */
export const lowestFoot = (...people: Drawn[]): number => Math.max(...people.flatMap(({ joints }) => joints.feet.map(([, y]) => y)));

/** How tall the grandchild's hand is above the ground, standing, by age. */
export const HAND_HEIGHT: Record<Age, number> = { baby: 18, toddler: 40, child: 60 };

/** Shapes seen through a rectangle (a screen, a window): clipped to it, and those wholly outside left out. */
export function seenThrough(shapes: Shape[], [x, y, width, height]: readonly [number, number, number, number]): Shape[] {
  const inside = ({ points }: Shape) => points.some(([px, py]) => px >= x && px <= x + width && py >= y && py <= y + height);
  return shapes.filter(inside).map((shape) => ({ ...shape, clip: [x, y, width, height] as const }));
}
