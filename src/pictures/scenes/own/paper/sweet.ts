// The sweet scenes as the paper cut-out artist stages them.

import { armchair, bed, crib, lamp, quilt, rug } from '../../../props/home.ts';
import { book, door, suitcase } from '../../../props/household.ts';
import { BALLOONS, bunting } from '../../../props/places.ts';
import { room, window } from '../../../settings.ts';
import { heldAs, layers, type Point } from '../../../shapes.ts';
import { handAtTheBack, onLap, onShoulders } from '../../holding.ts';
import { clapping, elder, kid, type Staging } from '../../scene.ts';

/** First hello: up on a grandparent's shoulders under the bunting, the grandchild waves hello, the other clapping below. */
const helloUpHigh: Staging = (cast, random) => {
  const floor = 318;
  const carrier = { x: 200, y: floor, facing: 1, lean: 0.2 } as const;
  // A baby is met sat on a grandparent's lap in the armchair: lifted up high, so small a grandchild read as a
  // head floating over them; an older one lifted high in his hands "levitates above his hands" as cut paper
  // (reviews 87, 88); held standing, sat out on a forearm beside the hip, a baby "hovers in mid-air" (review 124).
  const baby = cast.age === 'baby';
  const lifted = baby
    ? onLap(cast, 0, { ...carrier, stance: 'sit', seat: 70, lean: 0.1 }, { facing: 1, front: 'wave', back: 'hip' }, ['open', 'laugh'])
    : onShoulders(cast, 0, carrier, { facing: 1, front: 'wave', back: 'out' }, 'open');
  const clapper = clapping(cast, 1, { x: 350, y: floor, facing: -1, lean: 0.3 }, 'smile');
  return layers(
    [
      ...room({ wall: '#f2e0c8', floor: '#c8a27a', floorY: 250 }),
      ...bunting(40, BALLOONS),
      ...window(random, 330, 70, 90, 90, false),
      ...crib(80, floor),
    ],
    [...(baby ? armchair(carrier.x, floor, '#4fa3d9') : []), ...rug(250, floor + 4, 220, '#4fa3d9')],
    [...clapper.shapes, ...lifted.shapes],
  );
};

/** Bedtime story: Grandma stands by the bed and reads aloud from a big book held up, the grandchild sitting up under the quilt. */
const readAloudStanding: Staging = (cast, random) => {
  const floor = 310;
  const pages: Point = [214, 176];
  const grandma = elder(
    cast,
    0,
    { x: 160, y: floor, facing: 1, front: [pages[0] + 4, pages[1] + 8], back: [pages[0] - 22, pages[1] + 12], lean: 0.1 },
    'open',
  );
  const child = kid(cast, { x: 350, y: floor - 62, facing: -1, stance: 'sit', seat: 0, front: 'lap', back: 'lap', lean: 0.3 }, 'smile');
  return layers(
    [...room({ wall: '#2f3d6a', floor: '#6a4a3a', floorY: 244 }), ...window(random, 250, 36, 90, 80, true), ...lamp(440, 306, true)],
    [...bed(250, floor, 200)],
    [
      ...child.shapes,
      // From the far end of the bed to past the knees: a quilt stopping at the shins left the feet "poking up
      // through the blanket" (review 130).
      ...quilt(304, floor, 166, '#f2c94c'),
      ...grandma.shapes,
      ...heldAs('book', book(pages[0], pages[1], 56, '#e0457b', -4)),
    ],
  );
};

/** Goodbye hug: Grandpa and the grandchild side by side at the door, his arm round it, both waving goodbye. */
const wavingGoodbye: Staging = (cast) => {
  const floor = 318;
  const child = kid(cast, { x: 270, y: floor, facing: -1, front: 'hip', back: 'wave', lean: 0.2 }, 'open');
  // His arm behind its back, the hand showing past it below its head: at its shoulder, under the head, his hand
  // came out "on the boy's chin" (a fault check after review 150).
  const back = handAtTheBack(child, -1, 6);
  const grandpa = elder(cast, 0, { x: 196, y: floor, facing: 1, front: back, back: 'wave', lean: 0.3 }, 'smile');
  return layers(
    [...room({ wall: '#f2c9a0', floor: '#7a5a3a', floorY: 250 }), ...door(330, 250, '#3f6fb5'), ...bunting(30, BALLOONS)],
    [...suitcase(110, floor, '#e0457b'), ...rug(240, floor + 4, 240, '#f2c94c')],
    [...grandpa.shapes, ...child.shapes],
  );
};

export const SWEET: Readonly<Record<string, Staging>> = {
  'first-hello': helloUpHigh,
  'bedtime-story': readAloudStanding,
  'big-goodbye-hug': wavingGoodbye,
};
