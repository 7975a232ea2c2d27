// The sweet scenes as the gouache painter stages them.

import { tree } from '../../../props/garden.ts';
import { armchair, frame, lamp, rockingChair } from '../../../props/home.ts';
import { book, door, suitcase } from '../../../props/household.ts';
import { porch } from '../../../props/places.ts';
import { fallingLeaves } from '../../../props/scattered.ts';
import { album, heart } from '../../../props/things.ts';
import { curtains, GROUND, outdoors, room, shadow, sunset, window } from '../../../settings.ts';
import { ellipse, heldAs, layers, type Point, rect } from '../../../shapes.ts';
import { handInHand } from '../../hand-in-hand.ts';
import { armRound, inArms, onLap } from '../../holding.ts';
import { elder, HAND_HEIGHT, kid, type Staging } from '../../scene.ts';

/** First hello: Grandma on a floor cushion with the grandchild on her lap, Grandpa kneeling close to take its reaching hand. */
const helloOnTheCushion: Staging = (cast, random) => {
  const floor = 322;
  const sitting = { x: 196, y: floor, facing: 1, stance: 'sit', seat: 34, lean: 0.25 } as const;
  const reach = onLap(cast, 0, sitting, { facing: 1, front: 'forward', back: 'hip' }).child.joints.hands[1];
  const hand: Point = [reach[0] + 6, reach[1] - 4];
  const lap = onLap(cast, 0, sitting, { facing: 1, front: hand, back: 'hip' }, ['smile', 'open']);
  const held = lap.child.joints.hands[1];
  const kneeling = elder(cast, 1, { x: held[0] + 70, y: floor, facing: -1, stance: 'kneel', front: held, back: 'lap', lean: 0.3 }, 'open');
  return layers(
    [
      ...room({ wall: '#e8dcc8', floor: '#a88a6a', floorY: 240 }),
      ...window(random, 40, 40, 90, 100, false),
      ...curtains(40, 40, 90, 100, '#e0a0a8'),
      ...frame(360, 60, 60, 50, '#f2d5a0'),
    ],
    [ellipse(230, floor + 2, 170, 22, '#c9554a'), ellipse(190, floor - 14, 56, 20, '#f2c94c')],
    [...lap.shapes, ...kneeling.shapes, heart(260, 110, 10, '#e0457b')],
  );
};

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
    [...armchair(204, floor, '#8a5a3a')],
    // The grandchild's head over her reading arm: a small one's face was under it.
    [...lap.shapes, ...heldAs('book', book(page[0], page[1], width, '#3f6fb5', 2))],
  );
};

/** Goodbye hug: at the open door Grandpa carries the grandchild on his arm, cheek to cheek, its arm round his neck. */
const carriedToTheDoor: Staging = (cast) => {
  const floor = 318;
  const carry = inArms(cast, 0, { x: 190, y: floor, facing: 1, lean: 0.3 }, { front: 'hold', back: 'wave' }, ['sleepy', 'smile']);
  return layers(
    [
      ...room({ wall: '#e6d4b8', floor: '#8a6a4a', floorY: 246, stripes: '#efe0c6' }),
      ...door(300, 246, '#7a9a5a'),
      ...frame(80, 70, 56, 46, '#c9dcef'),
    ],
    [...suitcase(420, floor, '#3f6fb5'), ...suitcase(430, floor - 52, '#c9553b'), shadow(220, floor + 2, 160)],
    [...carry.shapes],
  );
};

/** Porch at sunset: Grandma in her rocking chair on the porch, the grandchild leaning into her side, her arm round it. */
const leaningOnTheRocker: Staging = (cast, random) => {
  const floor = 300;
  const rocking = { x: 196, y: floor, facing: 1, stance: 'sit', seat: 62, lean: 0.3 } as const;
  const together = () => {
    // A baby, sitting at her feet, was below the arm round it (the arm crossed its face): it sits on her lap.
    if (cast.age === 'baby') return onLap(cast, 0, rocking, { facing: 1, front: 'hold', back: 'hip' }, ['calm', 'calm']).shapes;
    const child = kid(cast, { x: 262, y: floor, facing: -1, front: 'hip', back: 'hip', lean: 0.5 }, 'calm');
    const [near] = child.joints.shoulders;
    return armRound(elder(cast, 0, { ...rocking, front: [near[0] + 10, near[1] + 8], back: 'lap' }, 'calm'), child);
  };
  return layers(
    [...sunset(random, { bands: [60, 70], sun: [100, 200, 36], horizon: 224 })],
    [...porch(288, '#8a5a3a'), ...rockingChair(196, floor, '#c9a06a')],
    together(),
  );
};

/** Photo albums: Grandma in her armchair, the album open on her knees, the grandchild leaning on the chair's arm to point. */
const leaningOnTheArmchair: Staging = (cast) => {
  const floor = 318;
  const pages: Point = [262, 240];
  const grandma = elder(
    cast,
    0,
    {
      x: 200,
      y: floor,
      facing: 1,
      stance: 'sit',
      seat: 62,
      front: [pages[0] + 10, pages[1] + 8],
      back: [pages[0] - 18, pages[1] + 10],
      lean: 0.3,
    },
    'smile',
  );
  const child = kid(cast, { x: 330, y: floor, facing: -1, front: [pages[0] + 16, pages[1] + 6], back: 'hip', lean: 0.4 }, 'open');
  return layers(
    [
      ...room({ wall: '#e9d2b0', floor: '#7a5a3a', floorY: 244, stripes: '#f0dcbc' }),
      ...frame(300, 44, 64, 50, '#c9dcef'),
      ...frame(380, 60, 44, 56, '#f2d5a0'),
      ...lamp(70, floor, true),
    ],
    [...armchair(204, floor, '#6a8a6a')],
    [...grandma.shapes.slice(0, -2), ...heldAs('album', album(pages[0], pages[1], 66)), ...grandma.shapes.slice(-2), ...child.shapes],
  );
};

/** Hand in hand: the grandchild walks along the top of a low garden wall, holding Grandpa's hand to keep its balance. */
const alongTheWall: Staging = (cast, random) => {
  const top = GROUND - 46;
  const together = handInHand(
    cast,
    0,
    [{ x: 190, y: GROUND, facing: 1, stance: 'walk', back: 'hip', lean: 0.2 }, 'front'],
    [{ x: 270, y: top, facing: -1, stance: 'walk', front: 'hip', back: 'out' }, 'front'],
    [232, top - HAND_HEIGHT[cast.age] - 6],
    ['smile', 'laugh'],
  );
  const leaves = fallingLeaves(random, [20, 460, 20, 180], [together.elder.joints, together.child.joints], 6);
  return layers(
    [...outdoors(random, { horizon: 200, far: '#c9a45a', grass: '#a89a4a', sun: [80, 50] }), ...tree(420, 220, 90, '#c9553b')],
    [rect(150, top, 330, GROUND - top + 10, '#b8a890'), rect(146, top - 8, 338, 10, '#9a8a78')],
    [...together.shapes, ...leaves],
  );
};

export const SWEET: Readonly<Record<string, Staging>> = {
  'first-hello': helloOnTheCushion,
  'bedtime-story': storyOnHerLap,
  'big-goodbye-hug': carriedToTheDoor,
  'porch-sunset': leaningOnTheRocker,
  'old-photo-albums': leaningOnTheArmchair,
  'hand-in-hand': alongTheWall,
};
