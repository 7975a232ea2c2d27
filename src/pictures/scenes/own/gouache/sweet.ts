// The sweet scenes as the gouache painter stages them.

import type { Pose } from '../../../figures/pose.ts';
import { armchair, frame, lamp } from '../../../props/home.ts';
import { book, door, suitcase } from '../../../props/household.ts';
import { heart } from '../../../props/things.ts';
import { curtains, room, shadow, window } from '../../../settings.ts';
import { ellipse, heldAs, layers, type Point, rect, type Shape } from '../../../shapes.ts';
import { armRound, hugBelowTheHead, onLap } from '../../holding.ts';
import { elder, handOf, kid, type SceneCast, type Staging } from '../../scene.ts';

/**
 * First hello: Grandma on a floor cushion with the grandchild on her lap (a bigger one beside her on the cushion,
 * her arm round it), Grandpa kneeling close to take its reaching hand. On a low lap a big-headed child sat out
 * past her knees and "floats cross-legged in mid-air" (reviews 127, 129).
 */
const helloOnTheCushion: Staging = (cast, random) => {
  const floor = 322;
  const sitting = { x: 196, y: floor, facing: 1, stance: 'sit', seat: 34, lean: 0.25 } as const;
  const small = cast.age === 'baby';
  const beside = { x: 262, y: floor, facing: 1, stance: 'sit', seat: 34 } as const;
  const reach = small
    ? onLap(cast, 0, sitting, { facing: 1, front: 'forward', back: 'hip' }).child.joints.hands[1]
    : kid(cast, { ...beside, front: 'forward', back: 'lap' }).joints.hands[1];
  const hand: Point = [reach[0] + 6, reach[1] - 4];
  const lap = small
    ? onLap(cast, 0, sitting, { facing: 1, front: hand, back: 'hip' }, ['smile', 'open'])
    : besideHer(cast, sitting, beside, hand);
  const held = lap.child.joints.hands[1];
  const kneeling = elder(cast, 1, { x: held[0] + 70, y: floor, facing: -1, stance: 'kneel', front: held, back: 'lap', lean: 0.3 }, 'open');
  return layers(
    [
      ...room({ wall: '#e8dcc8', floor: '#a88a6a', floorY: 240 }),
      ...window(random, 40, 40, 90, 100, false),
      ...curtains(40, 40, 90, 100, '#e0a0a8'),
      ...frame(360, 60, 60, 50, '#f2d5a0'),
    ],
    // A round pouf standing on the rug, its side and its top: a flat yellow oval read as "a floating cushion" (review 99).
    // Long enough for two when the grandchild sits beside her.
    [
      ellipse(230, floor + 2, 170, 22, '#c9554a'),
      ellipse(small ? 190 : 214, floor - 6, small ? 56 : 86, 10, '#d9a93a'),
      rect(small ? 134 : 128, floor - 34, small ? 112 : 172, 28, '#e8b83f'),
      ellipse(small ? 190 : 214, floor - 34, small ? 56 : 86, 11, '#f2c94c'),
    ],
    [...lap.shapes, ...kneeling.shapes, heart(260, 110, 10, '#e0457b')],
  );
};

/** The grandchild sat beside a seated grandparent, reaching out its front hand, her arm round its back. */
function besideHer(cast: SceneCast, sitting: Pose, beside: Pose, hand: Point) {
  const child = kid(cast, { ...beside, front: hand, back: 'lap' }, 'open');
  const [near] = child.joints.shoulders;
  const holder = elder(cast, 0, { ...sitting, front: [near[0] + 6, near[1] + 18], back: 'lap' }, 'smile');
  return { holder, child, shapes: armRound(holder, child) };
}

/**
 * A padded footstool under the grandchild's feet: sat out on the knee of a painter's big-headed grandma,
 * its legs stuck out past the chair with nothing under them ("floats off the armchair").
 */
function footstool(feet: readonly Point[], floor: number): Shape[] {
  const x = (feet[0][0] + feet[1][0]) / 2;
  const top = Math.max(feet[0][1], feet[1][1]) + 2;
  // A buttoned cushion on four turned legs: a solid green block from the feet to the floor read as one of the
  // grandparent's legs, "one green, one brown" (review 146).
  const cushion = Math.min(18, floor - top - 10);
  return [
    ...[-22, -8, 8, 22].map((dx) => rect(x + dx - 3, top + cushion - 2, 6, floor - top - cushion + 2, '#5a3a2a')),
    rect(x - 30, top + 4, 60, cushion - 4, '#7a3b4a'),
    ellipse(x, top + 4, 30, 6, '#934a5a'),
  ];
}

/** Bedtime story: in the armchair by the lamp, the grandchild in pyjamas on Grandma's lap, the book open on its knees. */
const storyOnHerLap: Staging = (cast, random) => {
  const floor = 318;
  const holder = { x: 200, y: floor, facing: 1, stance: 'sit', seat: 62, lean: 0.2 } as const;
  const knee = onLap(cast, 0, holder, { facing: 1, front: 'hold', back: 'hip' }).child.joints.knees[1];
  const width = 46;
  const page: Point = [knee[0] + 2, knee[1] - width * 0.4];
  const lap = onLap(
    cast,
    0,
    { ...holder, front: [page[0] + width * 0.35, page[1] + 6] },
    { facing: 1, front: [page[0] - 4, page[1] + 8], back: 'hip' },
    ['smile', 'sleepy'],
  );
  return layers(
    [
      ...room({ wall: '#39466e', floor: '#5a4034', floorY: 236, stripes: '#45527c' }),
      ...window(random, 300, 36, 110, 100, true),
      ...curtains(300, 36, 110, 100, '#8a4a6a'),
      ...lamp(60, 318, true),
    ],
    [...armchair(204, floor, '#8a5a3a'), ...footstool(lap.child.joints.feet, floor)],
    // The grandchild's head over her reading arm: a small one's face was under it.
    [...lap.shapes, ...heldAs('book', book(page[0], page[1], width, '#3f6fb5', 2))],
  );
};

/** Goodbye hug: by the packed cases Grandpa crouches to the grandchild's height, both its hands in his, faces close for a last word. */
const bothHandsHeld: Staging = (cast) => {
  const floor = 318;
  const crouching = { x: 190, y: floor, facing: 1, stance: 'walk', crouch: 0.75, bend: 0.15, lean: 0.3 } as const;
  const together = () => {
    // A baby sits on the rug with both arms up, Grandma kneeling to it with her arms open round it for the
    // biggest hug of all. Sat on her raised knee it read as "an armless hug, seated on air": her skirt hid the
    // kneel and her arm was behind it.
    if (cast.age === 'baby') {
      const sitting = { x: 340, y: floor, facing: -1, stance: 'sit' } as const;
      const shoulders = kid(cast, sitting).joints.shoulders;
      const baby = kid(
        cast,
        { ...sitting, front: [shoulders[0][0] - 16, shoulders[0][1] - 22], back: [shoulders[1][0] - 4, shoulders[1][1] - 26] },
        'laugh',
      );
      const { neck, hip } = baby.joints;
      const side = (neck[1] + hip[1]) / 2;
      const grandma = elder(
        cast,
        0,
        { ...crouching, stance: 'kneel', x: 274, front: [hip[0] - 14, side], back: [hip[0] + 12, side - 4] },
        'laugh',
      );
      return hugBelowTheHead(grandma, baby);
    }
    const standing = { x: 268, y: floor, facing: -1, lean: 0.2 } as const;
    const [a, b] = kid(cast, { ...standing, front: 'forward', back: 'forward' }).joints.hands;
    // Held below his shoulders: at a tall grandchild's chest, his arm rose "across his own face" (review 99).
    const low = Math.max(...elder(cast, 0, crouching).joints.shoulders.map(([, y]) => y)) + 14 - Math.min(a[1], b[1]);
    const child = kid(
      cast,
      { ...standing, front: [a[0] - 10, a[1] + Math.max(0, low)], back: [b[0] - 8, b[1] + 4 + Math.max(0, low)] },
      'smile',
    );
    const [front, back] = [handOf(child, -1, 'front'), handOf(child, -1, 'back')];
    const grandpa = elder(cast, 0, { ...crouching, front, back: [back[0] - 2, back[1]] }, 'smile');
    // He is drawn whole after the grandchild, his head over his own near sleeve: that sleeve laid last over
    // the child came up "across his own face" (review 99). Apart as they stand, his hands go over the child's.
    return [...child.shapes, ...grandpa.shapes];
  };
  return layers(
    [
      ...room({ wall: '#e6d4b8', floor: '#8a6a4a', floorY: 246, stripes: '#efe0c6' }),
      ...door(300, 246, '#7a9a5a'),
      ...frame(80, 70, 56, 46, '#c9dcef'),
    ],
    [...suitcase(420, floor, '#3f6fb5'), ...suitcase(430, floor - 52, '#c9553b'), shadow(220, floor + 2, 160)],
    together(),
  );
};

export const SWEET: Readonly<Record<string, Staging>> = {
  'first-hello': helloOnTheCushion,
  'bedtime-story': storyOnHerLap,
  'big-goodbye-hug': bothHandsHeld,
};
