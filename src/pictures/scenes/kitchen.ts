// The kitchen and the counter many food scenes share: walls each artist furnishes its own way, a counter
// drawn in front of whoever stands behind it, and the kitchen table the grandchild climbs up to.
// A baby can neither stand at a counter nor climb a stool: it sits on the counter's top, or in a high
// chair at the table.

import type { Drawn } from '../figures/figure.ts';
import type { Pose } from '../figures/pose.ts';
import { counter, highChair, shelf, stool, table } from '../props/household.ts';
import { panRail, plateRack, sillPots, tiles } from '../props/kitchen-walls.ts';
import type { Random } from '../random.ts';
import { curtains, room, shadow, window } from '../settings.ts';
import { rect, type Shape } from '../shapes.ts';
import { kid, type SceneCast } from './scene.ts';

export const COUNTER_TOP = 216;

/**
 * How an artist furnishes its kitchen's walls: one window between two shelves of jars in every style was
 * "the same template" (review 90).
 */
export type KitchenLook = 'shelves' | 'pans' | 'plates' | 'sill' | 'tiles';

const WALLS: Record<KitchenLook, (random: Random) => Shape[]> = {
  shelves: (random) => [
    ...window(random, 190, 36, 110, 84, false),
    ...shelf(340, 90, 110, ['#e0a95a', '#c0392b', '#7a9a4a', '#f2c94c']),
    // Up high, clear of a grandchild on its stool: lower, its jars sat on the child's head "like a hat" (review 111).
    ...shelf(30, 52, 100, ['#e9e4da', '#4fa3d9', '#d99a55']),
  ],
  pans: (random) => [...window(random, 40, 40, 100, 84, false), ...panRail(250, 70, 170)],
  plates: (random) => [...plateRack(40, 50, 150, ['#f4ece0', '#4fa3d9', '#f4ece0', '#c0392b']), ...window(random, 310, 36, 110, 90, false)],
  sill: (random) => [
    ...window(random, 150, 30, 180, 100, false),
    ...curtains(150, 30, 180, 100, '#d9a84a'),
    rect(140, 130, 200, 8, '#fbf3e4'),
    ...sillPots(150, 130, 180),
  ],
  tiles: (random) => [...window(random, 300, 40, 100, 80, false), ...tiles(0, 160, 480, 72, '#e9f1f0', '#9ab8b8')],
};

export const kitchen = (random: Random, wall = '#f3e3c3', look: KitchenLook = 'shelves'): Shape[] => [
  ...room({ wall, floor: '#b9a48a', floorY: 260 }),
  ...WALLS[look](random),
];

/** The grandchild behind the counter: on a stool, or a baby sitting on the counter top. */
export function childAtCounter(cast: SceneCast, x: number, facing: 1 | -1, front: Pose['front']): { drawn: Drawn; onTop: boolean } {
  if (cast.age === 'baby') {
    return { drawn: kid(cast, { x, y: COUNTER_TOP - 6, facing, stance: 'sit', seat: 0, front, back: 'hip' }, 'open'), onTop: true };
  }
  // Up on a step behind the counter, high enough that it hides no more than the waist ("hidden to the chest").
  const step = cast.age === 'toddler' ? 66 : 60;
  return { drawn: kid(cast, { x, y: 320 - step, facing, front, back: 'hip' }, 'open'), onTop: false };
}

export const kitchenCounter = (x: number, width: number, top = '#e9e4da'): Shape[] => counter(x, 320, width, top);

/** How high a table's top stands above the floor (props/household.ts `table`). */
export const TABLE_TOP = 76;

export interface TableSeat {
  floor: number;
  /** Where the stool stands, and where a baby's high chair stands instead. */
  x: number;
  babyX: number;
  facing: 1 | -1;
  /** The hands: on what the grandchild does at the table (a baby reaches with the front one only). */
  front: [number, number];
  back: [number, number];
}

/**
 * The grandchild at the kitchen table: up on a stool in front of it, or a baby in a high chair behind it,
 * its legs hanging behind the table with the chair (`stool`). Sat on the table top with its legs out, a
 * baby "merged into the table".
 */
export function childAtTable(cast: SceneCast, { floor, x, babyX, facing, front, back }: TableSeat): { drawn: Drawn; stool: Shape[] } {
  const top = floor - TABLE_TOP;
  if (cast.age === 'baby') {
    const seat = 34;
    const baby = kid(cast, { x: babyX, y: top - 4 + seat, facing, stance: 'sit', seat, front, back: 'hip' }, 'open');
    const legs = baby.shapes.filter((shape) => shape.part === 'leg');
    return {
      drawn: { ...baby, shapes: baby.shapes.filter((shape) => shape.part !== 'leg') },
      stool: [...highChair(babyX, floor, TABLE_TOP + 4, facing), ...legs],
    };
  }
  const step = cast.age === 'child' ? 22 : 44;
  return {
    drawn: kid(cast, { x, y: floor - step, facing, front, back }, 'open'),
    stool: [...stool(x, floor, step), shadow(x, floor + 2, 70)],
  };
}

export const kitchenTable = (x: number, floor: number, width: number): Shape[] => table(x, floor, width, '#e9e4da');
