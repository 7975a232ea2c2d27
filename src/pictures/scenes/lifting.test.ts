// A grandchild lifted high is held: both the lifter's hands reach their grips either side of its waist, whatever
// size head and arm the artist draws, for every age and sample grandparent; both the lifter's hands show on it.
import { describe, expect, test } from 'vitest';
import { ARTISTS } from '../artists/index.ts';
import { childLook, elderLook } from '../cast.ts';
import { SAMPLE_FAMILIES } from '../samples.ts';
import { GROUND } from '../settings.ts';
import { liftedHigh } from './lifting.ts';
import { sampleCasts } from './sample-casts.ts';
import { handOf, type SceneCast } from './scene.ts';

describe('a grandchild lifted high', () => {
  test.each(ARTISTS.map((artist) => [artist.id, artist.manner] as const))('%s: is within reach of both the lifter’s hands', (_, manner) => {
    const short: string[] = [];
    for (const [name, cast] of sampleCasts(manner)) {
      const { holder, child } = liftedHigh(cast, 0, { x: 210, y: GROUND, facing: 1 }, { front: 'up', back: 'out' });
      // Each grip is a hand's width out from the child's hip line, one either side, at its waist: with only
      // the near hand there, the far one was a fist raised beside the child, which "floated unsupported".
      const [hipX] = child.joints.hip;
      (['front', 'back'] as const).forEach((which, side) => {
        const [hx, hy] = handOf(holder, 1, which);
        const gripX = hipX + (side === 0 ? 12 : -12);
        if (Math.abs(hx - gripX) > 2.5 || hy > child.joints.hip[1] + 4 || hy < child.joints.neck[1]) short.push(`${name} ${which}`);
      });
    }
    expect(short).toEqual([]);
  });

  test('both the lifter’s hands are drawn over the child', () => {
    const family = SAMPLE_FAMILIES.default;
    const cast: SceneCast = {
      child: childLook(family.child),
      age: family.child.age,
      elders: [elderLook(family.grandparents[0], 0)],
      manner: ARTISTS[0].manner,
    };
    const { shapes } = liftedHigh(cast, 0, { x: 210, y: GROUND, facing: 1 }, { front: 'up', back: 'out' });
    const lastOfChild = shapes.findLastIndex((shape) => shape.who === 'child');
    const hands = shapes.flatMap((shape, index) => (shape.who !== 'child' && shape.part === 'hand' ? [index] : []));
    expect(hands).toHaveLength(2);
    for (const index of hands) expect(index).toBeGreaterThan(lastOfChild);
  });
});
