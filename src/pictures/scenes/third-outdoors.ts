// A third way to stage a moment out of doors, for the cartoonist (`Artist.staging`),
// so each pair of artists composes its own picture: the people placed, posed and turned otherwise, the
// story the same.

import { nearArmOf, withoutNearArm } from '../figures/figure.ts';
import { bike, saddleGrip } from '../props/bike.ts';
import { fishingLine } from '../props/fishing.ts';
import { fence, sunflower, tree, wateringCan } from '../props/garden.ts';
import { giraffe } from '../props/giraffe.ts';
import { lake } from '../props/water.ts';
import { puddle, rain, umbrella } from '../props/weather.ts';
import { GROUND, outdoors, shadow } from '../settings.ts';
import { ellipse, heldAs, keptInView, layers, type Point, polygon, scaledAbout, WIDTH } from '../shapes.ts';
import { bikeSize, riderOnBike } from './bike-rider.ts';
import { handInHand } from './hand-in-hand.ts';
import { armRound, inArms, onShoulders } from './holding.ts';
import { elder, handOf, kid, lowestFoot, type Staging } from './scene.ts';

/** Hand in hand, both mid-jump into the same puddle, Grandpa's other hand holding the umbrella over them both. */
export const jumpingTogether: Staging = (cast, random) => {
  const together = handInHand(
    cast,
    0,
    // The umbrella held up behind him, out past his head: aimed over both of them, the far arm rose behind a big
    // head and "a small hand grew out of the top of grandma's head".
    [{ x: 196, y: GROUND, facing: 1, stance: 'jump', back: [150, 124] }, 'front'],
    [{ x: 280, y: GROUND - 8, facing: -1, stance: 'jump', back: 'up' }, 'front'],
    // Hand in hand low for a baby sitting in the puddle: at a standing child's height the held hands were over
    // its face (a fault check after review 149).
    [240, GROUND - (cast.age === 'baby' ? 48 : 90)],
    ['laugh', 'laugh'],
  );
  // The umbrella goes where the hand got to: kneeling down to a baby, Grandpa holds it lower.
  const held = handOf(together.elder, 1, 'back');
  // Landing in it: the water just under the lowest foot, the drops flying up either side.
  const splash = lowestFoot(together.elder, together.child) + 2;
  const drops = [-1, 1].flatMap((side) => [
    ellipse(240 + side * 70, splash - 22, 6, 4, '#7fa9c9'),
    ellipse(240 + side * 88, splash - 34, 4, 3, '#7fa9c9'),
  ]);
  return layers(
    [
      ...outdoors(random, { sky: '#9aa9b8', far: '#7a9a7a', grass: '#6a9a5a', sun: false, horizon: 214 }),
      ...tree(60, 236, 56, '#4f7a4a'),
      ...rain(random, 30),
    ],
    // The puddle kept in the frame: cropped below their feet, they jumped on the grass.
    keptInView(puddle(240, splash, 200)),
    [...heldAs('umbrella', umbrella(held[0] - 4, held[1] - 42, '#d9483b')), ...together.shapes, ...drops],
  );
};

/**
 * On the hill at night, the grandchild up on Grandpa's shoulders reaching up toward the moon: the two of
 * them to one side, the sky and the moon on the other (centred, the staging's mirror image was the same picture).
 */
export const reachingForTheStars: Staging = (cast, random) => {
  const ride = onShoulders(cast, 0, { x: 180, y: GROUND, facing: 1, lean: -0.2 }, { facing: 1, front: 'up', back: 'out' }, 'open');
  return layers(
    [...outdoors(random, { night: true, horizon: 250 }), ...tree(430, 262, 50, '#23402f')],
    [ellipse(200, 330, 220, 30, '#2f4a3c'), shadow(180, GROUND + 2, 90)],
    ride.shapes,
  );
};

/** Down on the shore, Grandpa kneels behind the grandchild, his arm round it behind its head, both hands on the one rod. */
export const castingTogether: Staging = (cast, random) => {
  // The rod held at the grandchild's own chest height: at a fixed height a toddler held it at its face, and
  // Grandpa's hand on the grip covered its eye (review 89).
  const stand = { x: cast.age === 'child' ? 262 : 246, y: GROUND, facing: 1 } as const;
  const { shoulders, hip } = kid(cast, stand).joints;
  const chest = shoulders[0][1] + (hip[1] - shoulders[0][1]) * 0.75;
  const child = kid(cast, { ...stand, front: [shoulders[0][0] + 46, chest - 8], back: [shoulders[0][0] + 30, chest + 2] }, 'open');
  const grip = child.joints.hands[1];
  const tip: [number, number] = [372, 150];
  // Over a baby's low hands his hand takes the rod a little way up it: at the grip it fell short and lay on
  // the baby's eye, "a black eye" (review 118).
  const up = cast.age === 'baby' ? 0.16 : 0;
  const held: [number, number] = [grip[0] + (tip[0] - grip[0]) * up, grip[1] + (tip[1] - grip[1]) * up];
  // Kneeling close behind a small one, so his hand reaches the grip (out of reach, it stopped on the face);
  // further back behind an older one, whose head would cover his face.
  const grandpa = elder(
    cast,
    0,
    {
      x: { child: 168, toddler: 190, baby: 206 }[cast.age],
      y: GROUND,
      facing: 1,
      stance: 'kneel',
      front: [held[0] + 6, held[1] + 4],
      back: [grip[0] - 14, grip[1] + 10],
      lean: 0.3,
    },
    'smile',
  );
  const line = fishingLine(tip, grip, [410, 268]);
  return layers(
    [...outdoors(random, { horizon: 200, sun: [420, 56] }), ...tree(40, 220, 60), ...lake(230)],
    [ellipse(200, 340, 260, 44, '#d8c9a8'), shadow(210, GROUND + 2, 130)],
    [...armRound(grandpa, child), ...heldAs('fishing rod', line.slice(0, 1)), ...line.slice(1)],
  );
};

/** The grandchild kneels to press the seed into the soil; Grandma stands over it, tipping the watering can onto the spot. */
export const wateringTheSeed: Staging = (cast, random) => {
  const soil: [number, number] = [258, GROUND - 4];
  // Kneeling a little way off the watering: closer, the can's spout "stabbed into" a small child's braid (review 100).
  const child = kid(cast, { x: 318, y: GROUND, facing: -1, stance: 'kneel', front: soil, back: 'hip', lean: 0.3 }, 'open');
  const grandma = elder(cast, 0, { x: 170, y: GROUND, facing: 1, bend: 0.25, front: [228, 264], back: 'hip', lean: 0.3 }, 'smile');
  const [hx, hy] = handOf(grandma, 1, 'front');
  // Tipped toward the soil: the spout runs down from the tub in her hand.
  const can = wateringCan([hx + 6, hy - 4], [hx + 30, hy + 30], '#4fa3d9');
  const drops = [0, 1, 2].map((index) => ellipse(hx + 30 + index * 3, hy + 36 + index * 12, 2, 3, '#7fb8e0', { detail: true }));
  return layers(
    [
      ...outdoors(random, { horizon: 210, sun: [420, 52] }),
      ...fence(206),
      ...[60, 380, 430].flatMap((x, index) => sunflower(x, 300, 150 + index * 10)),
    ],
    [ellipse(soil[0], GROUND + 4, 56, 10, '#7a5234'), shadow(170, GROUND + 2, 80)],
    [...withoutNearArm(grandma), ...heldAs('watering can', can), ...nearArmOf(grandma), ...drops, ...child.shapes],
  );
};

/** Ready to set off: the grandchild on the bike looks back at Grandpa, who kneels beside it, one hand steady on the saddle. */
export const readyToSetOff: Staging = (cast, random) => {
  const bikeX = 290;
  const child = riderOnBike(cast, bikeX, 'open', -0.4);
  // His hand on the saddle's tail behind the rider: reaching under the seat, his arm lay across the child's
  // thigh and "the leg merged into his arm" (review 104).
  const grandpa = elder(
    cast,
    0,
    { x: bikeX - 96, y: GROUND + 4, facing: 1, stance: 'kneel', front: saddleGrip(bikeX, GROUND), back: 'wave', lean: 0.1 },
    'smile',
  );
  return layers(
    [...outdoors(random, { horizon: 204, sun: [400, 58] }), ...tree(60, 224, 56)],
    [
      polygon(
        [
          [0, 300],
          [480, 312],
          [480, 350],
          [0, 336],
        ],
        '#d8c9a8',
      ),
      shadow(bikeX, GROUND + 2, 120),
    ],
    // His near arm behind the rider, its hand on the saddle's tail under it: drawn over, the hand lay on a baby's
    // chin, under its big head, once he knelt low, back on his heels.
    [...bike(bikeX, GROUND, '#3f9a6a', bikeSize(cast)), ...nearArmOf(grandpa), ...child.shapes, ...withoutNearArm(grandpa)],
  );
};

/**
 * At the zoo: the grandchild on tiptoe at the fence holds a leaf up to the young giraffe bending to it,
 * Grandpa kneeling beside with an arm round it (a baby held out in his arms), the other grandparent pointing.
 * Up on his shoulders, it was the same drawing as watercolour's (review 95).
 */
export const leafForTheGiraffe: Staging = (cast, random) => {
  const fenceFoot = 302;
  const together = () => {
    if (cast.age === 'baby') {
      const carried = inArms(cast, 0, { x: 190, y: GROUND, facing: 1 }, { front: 'forward', back: 'hip' }, ['open', 'laugh']);
      return { child: carried.child, shapes: carried.shapes };
    }
    const child = kid(cast, { x: 250, y: GROUND, facing: 1, front: 'up', back: 'hip' }, 'laugh');
    const [near] = child.joints.shoulders;
    const grandpa = elder(
      cast,
      0,
      { x: 180, y: GROUND, facing: 1, stance: 'kneel', front: [near[0] + 4, near[1] + 10], back: 'hip' },
      'laugh',
    );
    return { child, shapes: armRound(grandpa, child) };
  };
  const { child, shapes } = together();
  const hand = handOf(child, 1, 'front');
  const nose: Point = [hand[0] + 4, hand[1] - 1];
  // A grown giraffe behind the fence, standing down in its paddock, its nose at the leaf and its legs hidden
  // below the fence's foot: shrunk until its feet stood at the fence, it was "toy-sized" (review 97).
  const paddock = [0, 0, WIDTH, fenceFoot] as const;
  const grown = scaledAbout(giraffe(nose, -1), nose, 1.35).map((shape) => ({ ...shape, clip: paddock }));
  const pointing = cast.elders.length > 1 ? elder(cast, 1, { x: 96, y: GROUND, facing: 1, front: 'up', back: 'hip' }, 'open').shapes : [];
  const leaf = ellipse(hand[0] + 6, hand[1] - 4, 7, 4, '#6aa84f', { held: 'leaf' });
  return layers(
    [...outdoors(random, { horizon: 232, grass: '#a9c46a', sun: false }), ...tree(430, 236, 50)],
    [...grown, ...fence(272, '#b98a5e'), shadow(210, GROUND + 2, 140)],
    [...pointing, ...shapes, leaf],
  );
};
