// The sweet scenes as the storybook illustrator stages them.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { fence, tree } from '../../../props/garden.ts';
import { bed, CRIB_RAIL, crib, rug } from '../../../props/home.ts';
import { book, door, suitcase } from '../../../props/household.ts';
import { curtains, GROUND, outdoors, room, shadow, window } from '../../../settings.ts';
import { heldAs, layers, type Point, rect } from '../../../shapes.ts';
import { inArms } from '../../holding.ts';
import { outgrownCrib, standingInCrib } from '../../in-the-crib.ts';
import { elder, handOf, kid, type Staging } from '../../scene.ts';

/**
 * First hello: the grandchild stands up in its crib holding the rail (a baby sits in it), reaching out a hand
 * to Grandma bending over the rail, Grandpa at her shoulder waving his first hello.
 */
const overTheCribRail: Staging = (cast, random) => {
  const floor = 318;
  const cribAt = 170;
  // A school-age grandchild stands on the rug where the crib would be, its hand in Grandma's.
  const big = outgrownCrib(cast);
  const child = big
    ? kid(cast, { x: cribAt - 6, y: floor, facing: 1, front: 'forward', back: 'down' }, 'laugh')
    : standingInCrib(cast, { x: cribAt - 6, facing: 1, back: [cribAt - 20, floor - CRIB_RAIL + 3], front: 'forward' }, floor, 'laugh');
  const [hx, hy] = handOf(child, 1, 'front');
  const grandma = elder(cast, 0, { x: 290, y: floor, facing: -1, bend: 0.12, front: [hx + 4, hy + 2], back: 'hip', lean: 0.35 }, 'smile');
  const grandpa = elder(cast, 1, { x: 372, y: floor - 8, facing: -1, scale: 0.96, front: 'wave', back: 'hip', lean: 0.2 }, 'open');
  return layers(
    [
      ...room({ wall: '#dfe6d8', floor: '#b89a72', floorY: 246, stripes: '#e8eee2' }),
      // The window out past Grandpa, clear of the heads: behind Grandma it framed her head.
      ...window(random, 400, 46, 80, 96, false),
      ...curtains(400, 46, 80, 96, '#f2d5a0'),
    ],
    [...rug(250, floor + 4, 260, '#c9a0a0')],
    [...child.shapes, ...(big ? [] : crib(cribAt, floor)), ...grandpa.shapes, ...grandma.shapes],
  );
};

/** Bedtime story: side by side on the window seat under the moon, the book open across both their laps. */
const onTheWindowSeat: Staging = (cast, random) => {
  const floor = 316;
  const pages: Point = [244, 236];
  const grandma = elder(
    cast,
    0,
    {
      x: 196,
      y: floor,
      facing: 1,
      stance: 'sit',
      seat: 56,
      front: [pages[0] - 2, pages[1] + 8],
      back: [pages[0] - 22, pages[1] + 10],
      lean: 0.25,
    },
    'smile',
  );
  const child = kid(
    cast,
    { x: 300, y: floor, facing: -1, stance: 'sit', seat: 56, front: [pages[0] + 22, pages[1] + 8], back: 'lap', lean: 0.3 },
    'open',
  );
  return layers(
    [
      ...room({ wall: '#47507a', floor: '#6a4a3a', floorY: 250, stripes: '#525c88' }),
      ...window(random, 130, 30, 220, 170, true),
      ...curtains(130, 30, 220, 170, '#6a3a5a'),
      ...bed(380, floor, 160),
    ],
    [rect(110, floor - 60, 260, 14, '#c9a0a0'), rect(118, floor - 46, 244, 46, '#7a5a4a')],
    [...grandma.shapes, ...child.shapes, ...heldAs('book', book(pages[0], pages[1], 46, '#3f6fb5', 2))],
  );
};

/** Goodbye hug: on the front step outside, the grandchild hugs Grandpa round the middle, his hand on its head, the suitcase by the gate. */
const hugOnTheStep: Staging = (cast, random) => {
  const ground = GROUND;
  const stooping = { x: 220, y: ground, facing: 1, bend: 0.2, lean: 0.4 } as const;
  const { hip, shoulders } = elder(cast, 0, stooping).joints;
  const waist: Point = [shoulders[1][0] + 2, (shoulders[1][1] + hip[1]) / 2 + 6];
  const child = kid(
    cast,
    { x: waist[0] + 44, y: ground, facing: -1, front: waist, back: [waist[0] + 8, waist[1] + 14], lean: 0.3 },
    'sleepy',
  );
  const { head, headRadius } = child.joints;
  const grandpa = elder(cast, 0, { ...stooping, front: [head[0] + headRadius * 0.2, head[1] - headRadius * 0.95], back: 'hip' }, 'smile');
  // A baby is gathered up in the arms for the hug, its hand on the shoulder: on the ground, its arms could not
  // reach the waist and the goodbye had "no hug" in it.
  const carriedBaby = () => {
    const carrier = { x: 230, y: ground, facing: 1, lean: 0.3 } as const;
    const shoulder = inArms(cast, 0, carrier, { front: 'hold', back: 'hip' }).holder.joints.shoulders[1];
    return inArms(cast, 0, carrier, { front: [shoulder[0] - 2, shoulder[1] + 2], back: 'hip' }, ['smile', 'sleepy']).shapes;
  };
  const hug = cast.age === 'baby' ? carriedBaby() : [...withoutNearArm(grandpa), ...child.shapes, ...nearArmOf(grandpa)];
  return layers(
    [
      ...outdoors(random, { horizon: 220, sun: [420, 50] }),
      rect(0, 40, 170, 220, '#d9c2a0'),
      ...door(40, 262, '#7a2f3a'),
      ...fence(258),
      ...tree(440, 250, 60),
    ],
    [rect(20, 262, 150, 14, '#b8a890'), ...suitcase(400, ground, '#8a6a3a'), shadow(250, ground + 2, 170)],
    hug,
  );
};

export const SWEET: Readonly<Record<string, Staging>> = {
  'first-hello': overTheCribRail,
  'bedtime-story': onTheWindowSeat,
  'big-goodbye-hug': hugOnTheStep,
};
