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

  // Over the head, an artist's big head left no room under a baby held at arm's length: it "sits on top of
  // grandpa's head" (review 121). Held up ahead of the face, its legs clear the lifter's head and hair.
  test.each(ARTISTS.map((artist) => [artist.id, artist.manner] as const))(
    '%s: a lifted baby is clear of the lifter’s head',
    (_, manner) => {
      const family = SAMPLE_FAMILIES['baby-two-grandmas'];
      const cast: SceneCast = { child: childLook(family.child), age: 'baby', elders: [elderLook(family.grandparents[0], 0)], manner };
      for (const pose of [{ lean: -0.1 }, { stance: 'walk', lean: 0.2 }] as const) {
        const { holder, child } = liftedHigh(cast, 0, { x: 210, y: GROUND, facing: 1, ...pose }, { front: 'up', back: 'out' });
        const { head, headRadius } = holder.joints;
        // Any of its legs on the crown: above the head's upper half and within its width.
        const onTheCrown = child.shapes
          .filter((shape) => shape.part === 'leg')
          .flatMap((shape) => shape.points)
          .filter(([x, y]) => Math.abs(x - head[0]) < headRadius * 0.9 && y < head[1] - headRadius * 0.5);
        expect(onTheCrown).toEqual([]);
      }
    },
  );

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
