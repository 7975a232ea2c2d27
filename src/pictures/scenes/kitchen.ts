// The kitchen and the counter many food scenes share: a window, shelves with jars, and a counter
// drawn in front of whoever stands behind it. A baby cannot stand at a counter, so it sits on it.

import type { Drawn } from '../figures/figure.ts';
import type { Pose } from '../figures/pose.ts';
import { counter, shelf } from '../props/household.ts';
import type { Random } from '../random.ts';
import { room, window } from '../settings.ts';
import type { Shape } from '../shapes.ts';
import { kid, type SceneCast } from './scene.ts';

export const COUNTER_TOP = 216;

export const kitchen = (random: Random, wall = '#f3e3c3'): Shape[] => [
  ...room({ wall, floor: '#b9a48a', floorY: 260 }),
  ...window(random, 190, 36, 110, 84, false),
  ...shelf(340, 90, 110, ['#e0a95a', '#c0392b', '#7a9a4a', '#f2c94c']),
  ...shelf(40, 80, 110, ['#e9e4da', '#4fa3d9', '#d99a55']),
];

/** The grandchild behind the counter: on a stool, or a baby sitting on the counter top. */
export function childAtCounter(cast: SceneCast, x: number, facing: 1 | -1, front: Pose['front']): { drawn: Drawn; onTop: boolean } {
  if (cast.age === 'baby') {
    return { drawn: kid(cast, { x, y: COUNTER_TOP - 6, facing, stance: 'sit', seat: 0, front, back: 'hip' }, 'open'), onTop: true };
  }
  const step = cast.age === 'toddler' ? 62 : 40;
  return { drawn: kid(cast, { x, y: 320 - step, facing, front, back: 'hip' }, 'open'), onTop: false };
}

export const kitchenCounter = (x: number, width: number, top = '#e9e4da'): Shape[] => counter(x, 320, width, top);
