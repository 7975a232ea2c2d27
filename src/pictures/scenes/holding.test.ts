// A rider on the shoulders keeps its legs apart from the coat they hang over; a grandchild carried in the arms
// sits on a level forearm, the hand under and beyond its seat.
import { describe, expect, test } from 'vitest';
import { ARTISTS } from '../artists/index.ts';
import { childLook, elderLook } from '../cast.ts';
import { colourDistance } from '../colour.ts';
import { SAMPLE_FAMILIES } from '../samples.ts';
import { GROUND } from '../settings.ts';
import { APART, inArms, onShoulders } from './holding.ts';
import type { SceneCast } from './scene.ts';

describe('a grandchild on the shoulders', () => {
  test('its trousers stand apart from the carrier’s coat in every sample family', () => {
    const close: string[] = [];
    for (const [name, family] of Object.entries(SAMPLE_FAMILIES)) {
      if (family.child.age === 'baby') continue;
      family.grandparents.forEach((grandparent, index) => {
        const elders = family.grandparents.map((one, at) => elderLook(one, at));
        const cast: SceneCast = { child: childLook(family.child), age: family.child.age, elders, manner: ARTISTS[0].manner };
        const ride = onShoulders(cast, index, { x: 240, y: GROUND, facing: 1 }, { facing: 1, front: 'wave', back: 'wave' });
        const coat = elderLook(grandparent, index).clothes.top;
        for (const shape of ride.shapes.filter(
          (one) => one.who === 'child' && one.part === 'leg' && one.colour !== childLook(family.child).clothes.shoes,
        ))
          if (colourDistance(shape.colour, coat) < APART) close.push(`${name} on ${index}: ${shape.colour} over ${coat}`);
      });
    }
    expect(close).toEqual([]);
  });
});

// Where the seat was lower than a bent elbow reaches, the forearm ran up across the child's middle and it
// "floats at Grandma's side with nothing holding her up" (review 138); a big-headed artist's baby still rides
// lower, at the hips, its head clear of the holder's.
test('a grandchild carried in the arms sits on a forearm held level wherever the heads leave room', () => {
  let level = 0;
  let carries = 0;
  for (const family of Object.values(SAMPLE_FAMILIES))
    for (const { manner } of ARTISTS)
      for (const facing of [1, -1] as const) {
        const elders = family.grandparents.map((one, at) => elderLook(one, at));
        const cast: SceneCast = { child: childLook(family.child), age: family.child.age, elders, manner };
        const { holder, child } = inArms(cast, 0, { x: 230, y: GROUND, facing, stance: 'walk' }, { front: 'wave', back: 'hip' });
        const side = facing > 0 ? 1 : 0;
        const [elbow, hand] = [holder.joints.elbows[side], holder.joints.hands[side]];
        // The hand under the seat and past it, so the forearm runs beneath the child.
        expect((hand[0] - child.joints.hip[0]) * facing).toBeGreaterThan(4);
        expect(hand[1]).toBeGreaterThan(child.joints.hip[1] - 6);
        carries += 1;
        if (Math.abs(hand[1] - elbow[1]) < 8) level += 1;
      }
  expect(level).toBeGreaterThanOrEqual(carries * 0.75);
});
