// A third way to stage the moments a grandparent and the grandchild share on the move, for the
// cartoonist (`Artist.staging`): side by side, facing the same way, hand in hand, where
// the other stagings set them face to face or one ahead of the other.

import { nearArmOf, withoutNearArm } from '../figures/figure.ts';
import type { Mood } from '../figures/mood.ts';
import type { Pose } from '../figures/pose.ts';
import { tree } from '../props/garden.ts';
import { frame, rug } from '../props/home.ts';
import { bunting, schoolDoor, wagon } from '../props/places.ts';
import { recordPlayer } from '../props/record-player.ts';
import { backpack, musicNotes } from '../props/things.ts';
import type { Random } from '../random.ts';
import { GROUND, outdoors, room, shadow, window } from '../settings.ts';
import { heldAs, layers, line, type Point, polygon, rect } from '../shapes.ts';
import { handInHand } from './hand-in-hand.ts';
import { liftedHigh } from './lifting.ts';
import { elder, HAND_HEIGHT, handOf, kid, type SceneCast, type Staging } from './scene.ts';

/** The grandparent at `x` and the grandchild `gap` further on, both facing `facing`, the near hands held. */
function sideBySide(cast: SceneCast, x: number, gap: number, facing: 1 | -1, poses: [Partial<Pose>, Partial<Pose>], moods: [Mood, Mood]) {
  const childX = x + facing * gap;
  return handInHand(
    cast,
    0,
    [{ x, y: GROUND, facing, stance: 'walk', ...poses[0] }, 'front'],
    [{ x: childX, y: GROUND, facing, stance: 'walk', ...poses[1] }, 'back'],
    [(x + childX) / 2, GROUND - HAND_HEIGHT[cast.age] - 8],
    moods,
  );
}

/** Dancing side by side to the record, held hands swinging, free arms flung up, the grandchild mid-hop. */
export const dancingSideBySide: Staging = (cast, random) => {
  // A baby cannot hop beside her: she dances it up high in her hands. Held by the hand it sat at her knee,
  // the same picture as the storybook's.
  const lifted = () => {
    const lift = liftedHigh(cast, 0, { x: 200, y: GROUND, facing: 1, stance: 'walk', lean: 0.2 }, { front: 'up', back: 'out' }, [
      'laugh',
      'laugh',
    ]);
    return { elder: lift.holder, child: lift.child, shapes: lift.shapes };
  };
  const together =
    cast.age === 'baby' ? lifted() : sideBySide(cast, 190, 84, 1, [{ back: 'up' }, { stance: 'jump', front: 'up' }], ['laugh', 'open']);
  return layers(
    [
      ...room({ wall: '#f6d58a', floor: '#8a5a3a', floorY: 250, stripes: '#f9e2a8' }),
      ...window(random, 60, 40, 90, 80, false),
      ...frame(330, 56, 56, 46, '#c9dcef'),
    ],
    [...recordPlayer(380), ...rug(236, 324, 320, '#4f8aa8'), shadow(236, 322, 160)],
    [
      ...together.shapes,
      ...musicNotes(
        [
          [150, 96],
          [330, 120],
          [352, 100],
        ],
        '#3a3030',
        [together.elder.joints, together.child.joints],
      ),
    ],
  );
};

/**
 * First day: the grandchild, new backpack on, has run ahead up the path to the school door, and turns back
 * for the lunchbox it forgot, which Grandpa hurries after it with (a baby rides on his arm). Hand in hand up the path, it
 * was "the same drawing" as watercolour's (review 91).
 */
export const runningAhead: Staging = (cast, random) => {
  const grandpa = elder(
    cast,
    0,
    { x: 150, y: GROUND, facing: 1, stance: 'walk', front: [232, GROUND - 96], back: 'out', lean: 0.2 },
    'surprised',
  );
  const [hx, hy] = handOf(grandpa, 1, 'front');
  // Hung from his hand by its handle, the hand over the handle: held over the box's face, a cartoon's hand was
  // hidden and the box "stuck to the end of grandpa's sleeve" (review 122).
  const lunchbox = heldAs('lunchbox', [rect(hx - 5, hy - 2, 10, 6, '#2b211d'), rect(hx - 12, hy + 3, 24, 16, '#e8262b')]);
  if (cast.age === 'baby') return inTheWagon(cast, random);
  // Turned back toward him, reaching its far hand back for the lunchbox, the near one waving.
  // On its feet on the path: caught mid-jump with no shadow under it, it "hovered above the pavement" (review 94).
  const child = kid(cast, { x: 300, y: GROUND - 6, facing: -1, stance: 'walk', front: [hx + 22, hy], back: 'wave', lean: 0.2 }, 'laugh');
  const bag = backpack(child.joints.hip[0] + 14, child.joints.hip[1] - 6, '#e0457b');
  return layers(
    school(random),
    [...path, shadow(300, GROUND - 4, 50)],
    [...withoutNearArm(grandpa), ...lunchbox, ...nearArmOf(grandpa), ...bag, ...child.shapes],
  );
};

/**
 * A baby goes to its first day in the little red wagon, sat up in it facing Grandpa, who walks behind holding
 * its handle, the lunchbox in the wagon too. Carried in his arms, a big-headed baby slid out beside his hip,
 * "floats beside her, her body missing" (review 121).
 */
function inTheWagon(cast: SceneCast, random: Random) {
  const [left, top] = [236, GROUND - 40];
  const grip: Point = [left - 26, GROUND - 64];
  const grandpa = elder(cast, 0, { x: 160, y: GROUND, facing: 1, stance: 'walk', front: grip, back: 'wave', lean: 0.1 }, 'laugh');
  const baby = kid(cast, { x: left + 62, y: top, facing: -1, stance: 'sit', seat: 0, front: 'wave', back: 'hip' }, 'laugh');
  const handle = line([[left + 2, top + 8], handOf(grandpa, 1, 'front')], '#3a3a40', 3, { held: 'handle' });
  return layers(
    school(random),
    [...path, shadow(left + 50, GROUND + 2, 110)],
    [...grandpa.shapes, handle, ...baby.shapes, rect(left + 72, top - 10, 22, 14, '#e8262b'), ...wagon(left, GROUND)],
  );
}

const school = (random: Random) => [
  ...outdoors(random, { horizon: 240, sun: false }),
  ...schoolDoor(280, 300),
  ...tree(50, 250, 46),
  ...bunting(30, ['#d9483b', '#f2c94c', '#4fa3d9']),
];

const path = [
  polygon(
    [
      [0, 330],
      [330, 300],
      [390, 300],
      [480, 360],
      [0, 360],
    ],
    '#d8c9a8',
  ),
];
