// The sample families cast as a scene casts them, with their first grandparent, for the staging helpers' tests.
import { childLook, elderLook } from '../cast.ts';
import type { Manner } from '../figures/manner.ts';
import { SAMPLE_FAMILIES } from '../samples.ts';
import type { SceneCast } from './scene.ts';

/** Each sample family's name and cast, drawn in an artist's manner. */
export const sampleCasts = (manner: Manner): [string, SceneCast][] =>
  Object.entries(SAMPLE_FAMILIES).map(([name, family]) => [
    name,
    { child: childLook(family.child), age: family.child.age, elders: [elderLook(family.grandparents[0], 0)], manner },
  ]);
