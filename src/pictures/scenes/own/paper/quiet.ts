// The quiet sweet scenes (the porch at sunset, the photo albums, the walk hand in hand) as the paper cut-out artist stages them.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { tree } from '../../../props/garden.ts';
import { frame } from '../../../props/home.ts';
import { table } from '../../../props/household.ts';
import { porch } from '../../../props/places.ts';
import { fallingLeaves } from '../../../props/scattered.ts';
import { chairAt } from '../../../props/table-and-chair.ts';
import { album, cat } from '../../../props/things.ts';
import { GROUND, outdoors, room, shadow, sunset, window } from '../../../settings.ts';
import { heldAs, layers, type Point, polygon, rect } from '../../../shapes.ts';
import { handInHand } from '../../hand-in-hand.ts';
import { armRound, inArms } from '../../holding.ts';
import { elder, HAND_HEIGHT, kid, type Staging } from '../../scene.ts';

/** Porch at sunset: the grandchild stands on the top step to be as tall as Grandma, her arm round it, pointing at the sun. */
const standingOnTheStep: Staging = (cast, random) => {
  const floor = 278;
  const standing = { x: 170, y: floor + 52, facing: 1, lean: 0.3 } as const;
  const together = () => {
    // A baby cannot stand on the step: Grandma holds it on her arm, at her own height.
    if (cast.age === 'baby') return inArms(cast, 0, standing, { front: [300, 190], back: 'hip' }, ['smile', 'open']).shapes;
    // The grandchild's free arm down at its side: flung out beside her hand on its far shoulder, the two read
    // as a third hand with no arm.
    const child = kid(cast, { x: 236, y: floor, facing: 1, front: [300, 190], back: 'down' }, 'open');
    const [, far] = child.joints.shoulders;
    return armRound(elder(cast, 0, { ...standing, front: [far[0] + 2, far[1] + 10], back: 'hip' }, 'smile'), child);
  };
  return layers(
    [...sunset(random, { bands: [70, 60], sun: [380, 150, 44], horizon: 226 })],
    [...porch(288, '#a86a4a')],
    [...together(), ...cat(60, 288, '#3a3030')],
  );
};

/** Photo albums: at the kitchen table, the album open flat between them, Grandma on one chair and the grandchild up on the other. */
const atTheTable: Staging = (cast, random) => {
  const floor = 318;
  const pages: Point = [246, 232];
  const seatY = floor - 46;
  const grandma = elder(
    cast,
    0,
    {
      x: 170,
      y: floor,
      facing: 1,
      stance: 'sit',
      seat: 46,
      front: [pages[0] - 12, pages[1] + 8],
      back: [pages[0] - 30, pages[1] + 10],
      lean: 0.3,
    },
    'smile',
  );
  const child = kid(
    cast,
    { x: 324, y: seatY, facing: -1, stance: 'sit', seat: 0, front: [pages[0] + 16, pages[1] + 6], back: 'hip', lean: 0.3 },
    'open',
  );
  return layers(
    [
      ...room({ wall: '#f2d0a8', floor: '#8a6a4a', floorY: 250 }),
      ...window(random, 200, 40, 100, 90, false),
      ...frame(60, 60, 60, 50, '#c9dcef'),
    ],
    [...chairAt(grandma.joints.hip, 1, floor), ...chairAt(child.joints.hip, -1, floor)],
    [
      ...withoutNearArm(grandma),
      ...withoutNearArm(child),
      ...table(186, floor, 120, '#4fa3d9'),
      // The cloth hangs to the floor: a thin top with their knees beneath read as a see-through table, and
      // a cloth to mid-shin left Grandma's legs under the table and her body on the chair behind.
      rect(178, floor - 52, 136, 48, '#3f8fc9'),
      ...heldAs('album', album(pages[0], pages[1], 70)),
      ...nearArmOf(grandma),
      ...nearArmOf(child),
    ],
  );
};

/** Hand in hand: the grandchild hops for joy down the lane beside Grandpa, joined hands swung up high between them, leaves flying. */
const jumpingTogether: Staging = (cast, random) => {
  const together = handInHand(
    cast,
    0,
    // Grandpa strides on the ground and the grandchild hops: both up in the air, they read as floating
    // above their shadow, and his free hand out ran into the tree.
    [{ x: 190, y: GROUND, facing: 1, stance: 'walk', back: 'down', lean: 0.1 }, 'front'],
    [{ x: 290, y: GROUND - 16, facing: -1, stance: 'jump', back: 'up' }, 'front'],
    [240, GROUND - HAND_HEIGHT[cast.age] - 60],
    ['laugh', 'laugh'],
  );
  const leaves = fallingLeaves(random, [40, 440, 40, 260], [together.elder.joints, together.child.joints], 12);
  return layers(
    [
      ...outdoors(random, { horizon: 220, far: '#d9a45a', grass: '#c9a04a', sun: [250, 40] }),
      ...tree(430, 236, 80, '#d9763b'),
      ...tree(50, 230, 50, '#e0b84a'),
    ],
    [
      polygon(
        [
          [200, 230],
          [280, 230],
          [420, 360],
          [60, 360],
        ],
        // An earth lane, darker than pale jeans and socks: on a sand-pale one, a grandchild's pale legs vanished
        // and it "hovered over the path" (review 107).
        '#b08a5e',
      ),
      shadow(together.elder.joints.hip[0], GROUND + 2, 80),
      // The hop's shadow where it would land, up the path where it stands: at Grandpa's line it lay well
      // below the grandchild, "a stray shadow, so he looks airborne" (review 94).
      shadow(together.child.joints.hip[0], GROUND - 14, 40),
    ],
    [...together.shapes, ...leaves],
  );
};

export const QUIET: Readonly<Record<string, Staging>> = {
  'porch-sunset': standingOnTheStep,
  'old-photo-albums': atTheTable,
  'hand-in-hand': jumpingTogether,
};
