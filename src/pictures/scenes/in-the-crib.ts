// The grandchild standing up in its crib (a baby sits in it), holding the rail; a grandchild of school age
// has outgrown it and stands on the floor.

import type { Drawn } from '../figures/figure.ts';
import type { Mood } from '../figures/mood.ts';
import type { Pose } from '../figures/pose.ts';
import { CRIB_RAIL } from '../props/home.ts';
import { kid, type SceneCast } from './scene.ts';

/** How far above the floor the crib's mattress lies. */
const MATTRESS = 40;

/**
 * A school-age grandchild is too big for a crib: stood up in one, its legs showed through the bars below a
 * body as tall as the grandparents', "a big child standing behind the crib" (review 130).
 */
export const outgrownCrib = (cast: SceneCast): boolean => cast.age === 'child';

/** On the mattress, raised until the chin clears the top rail: behind the bars, the face read as caged. */
export function standingInCrib(cast: SceneCast, pose: Omit<Pose, 'y'>, floor: number, mood: Mood): Drawn {
  const low = kid(cast, { ...pose, y: floor - MATTRESS }).joints;
  const rise = Math.max(0, low.head[1] + low.headRadius * 1.05 - (floor - CRIB_RAIL));
  return kid(cast, { ...pose, y: floor - MATTRESS - rise }, mood);
}
