// A grandchild lifted high is held: the lifter's near hand reaches the grip on its side, whatever size
// head and arm the artist draws, for every age and sample grandparent.
import { describe, expect, test } from 'vitest';
import { ARTISTS } from '../artists/index.ts';
import { childLook, elderLook } from '../cast.ts';
import { SAMPLE_FAMILIES } from '../samples.ts';
import { GROUND } from '../settings.ts';
import { liftedHigh } from './holding.ts';
import { handOf, type SceneCast } from './scene.ts';

describe('a grandchild lifted high', () => {
  test.each(ARTISTS.map((artist) => [artist.id, artist.manner] as const))('%s: is within the lifter’s reach', (_, manner) => {
    const short: string[] = [];
    for (const [name, family] of Object.entries(SAMPLE_FAMILIES)) {
      const cast: SceneCast = {
        child: childLook(family.child),
        age: family.child.age,
        elders: [elderLook(family.grandparents[0], 0)],
        manner,
      };
      const { holder, child } = liftedHigh(cast, 0, { x: 210, y: GROUND, facing: 1 }, { front: 'up', back: 'out' });
      const [hx, hy] = handOf(holder, 1, 'front');
      // The grip is a hand's width out from the child's hip line, at its waist.
      const [hipX] = child.joints.hip;
      if (Math.abs(hx - hipX - 12) > 2.5 || hy > child.joints.hip[1] || hy < child.joints.neck[1]) short.push(name);
    }
    expect(short).toEqual([]);
  });
});
