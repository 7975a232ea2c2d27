// A rider on the shoulders keeps its legs apart from the coat they hang over.
import { describe, expect, test } from 'vitest';
import { ARTISTS } from '../artists/index.ts';
import { childLook, elderLook } from '../cast.ts';
import { colourDistance } from '../colour.ts';
import { SAMPLE_FAMILIES } from '../samples.ts';
import { GROUND } from '../settings.ts';
import { APART, onShoulders } from './holding.ts';
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
