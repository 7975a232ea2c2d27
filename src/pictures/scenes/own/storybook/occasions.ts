// The scenes made for occasions as the storybook illustrator stages them.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { wornHat } from '../../../props/dressing-up.ts';
import { cake } from '../../../props/food.ts';
import { fence, flower, sunflower, tree } from '../../../props/garden.ts';
import { pillow, rockingChair, rug } from '../../../props/home.ts';
import { door, fireplace } from '../../../props/household.ts';
import { lantern } from '../../../props/outdoors.ts';
import { BALLOONS, bunting, parkBench, porch, schoolDoor } from '../../../props/places.ts';
import { backpack, christmasTree, gingham, musicNotes } from '../../../props/things.ts';
import { crescent, GROUND, outdoors, room, shadow, star, window } from '../../../settings.ts';
import { heldAs, layers, type Point, rect } from '../../../shapes.ts';
import { inArms } from '../../holding.ts';
import { liftedHigh } from '../../lifting.ts';
import { clapping, elder, handOf, kid, type Staging } from '../../scene.ts';
import { tabletCall } from '../../tablet-call.ts';

/**
 * Christmas tree: by the fire a grandparent carries the grandchild on one arm up to the treetop to set the star,
 * the other clapping across the tree; a baby is lifted up in both hands. Held up between the two by the waist, a
 * grandchild "hangs in mid-air on rubbery arms" (reviews 140, 146).
 */
const carriedToTheTop: Staging = (cast, random) => {
  const floor = 318;
  const holder = { x: 160, y: floor, facing: 1 } as const;
  // Carried, it faces the holder: its far arm, on the tree's side, holds up the star, and its near hand holds on at
  // the holder's shoulder (both its hands away from the holder, it "floats beside him, held up only by one arm").
  const [, shoulder] = elder(cast, 0, holder).joints.shoulders;
  const up = { front: cast.age === 'baby' ? 'hip' : shoulder, back: 'up' } as const;
  const together = () => {
    const { child, shapes } =
      cast.age === 'baby' ? liftedHigh(cast, 0, holder, up, ['smile', 'open']) : inArms(cast, 0, holder, up, ['laugh', 'open']);
    const cheering = cast.elders.length > 1 ? clapping(cast, 1, { x: 370, y: floor, facing: -1 }, 'laugh').shapes : [];
    return { child, shapes: [...shapes, ...cheering] };
  };
  const { child, shapes } = together();
  const [hx, hy] = [...child.joints.hands].sort((a, b) => a[1] - b[1])[0];
  return layers(
    [
      ...room({ wall: '#5a3a3a', floor: '#6a4a3a', floorY: 250, stripes: '#664444' }),
      // The hearth behind the grown-ups and the window over the tree's side: behind the tree, the fire burned
      // under its branches, "the tree stands in the fireplace" (review 105).
      ...window(random, 396, 40, 70, 90, true),
      ...fireplace(10, 250, true),
    ],
    [...rug(250, floor + 6, 260, '#8a3a38')],
    [
      ...christmasTree(hx + 18, floor - 2, floor - hy - 6, random),
      ...shapes,
      { ...star(hx + 4, hy - 6, 12, '#f6d04d'), held: 'star', role: undefined },
    ],
  );
};

/** Birthday candles: a party in the garden, the cake on the picnic blanket, all three sitting round it in their hats as the candles go out. */
const partyOnTheGrass: Staging = (cast, random) => {
  const ground = GROUND;
  const child = kid(cast, { x: 290, y: ground, facing: -1, stance: 'sit', seat: 6, front: 'lap', back: 'hip', lean: 0.4 }, 'surprised');
  const grandma = clapping(cast, 0, { x: 150, y: ground, facing: 1, stance: 'sit', seat: 6, lean: 0.2 }, 'open');
  const grandpa = clapping(cast, 1, { x: 380, y: ground - 8, facing: -1, stance: 'sit', seat: 6, scale: 0.95 }, 'laugh');
  const hats = [child, grandma, grandpa]
    .filter((drawn) => drawn.shapes.length > 0)
    .flatMap(({ joints }, index) => wornHat(joints.head, joints.headRadius, 'party', BALLOONS[index]));
  return layers(
    [...outdoors(random, { horizon: 220, sun: [80, 50] }), ...tree(40, 240, 90), ...tree(450, 236, 70), ...bunting(40, BALLOONS)],
    [
      ...gingham(
        [
          [120, 300],
          [400, 300],
          [430, 340],
          [90, 340],
        ],
        '#e07a7a',
      ),
    ],
    [...grandpa.shapes, ...grandma.shapes, ...child.shapes, ...hats, ...cake(226, 316, 5, false)],
  );
};

/**
 * Rocking to sleep: out on the porch under the stars, Grandma sings in the rocker while the grandchild, nodding
 * off on a cushion at her feet, leans against her knee; her hand rests on its shoulder, the lantern beside them.
 */
const atHerFeetOnThePorch: Staging = (cast) => {
  const floor = 310;
  // Close against her knee, so her arm bends to its shoulder: further off, her arm reached "1.5 times too long" (review 117).
  // Its head leant in against her knee and her hand on its hair: her hand on its back or its shoulder, under a big
  // head leant back, "covers the boy's eyes" (review 128) or lands "on the boy's nose" (review 140).
  const child = kid(cast, { x: 204, y: floor, facing: -1, stance: 'sit', seat: 16, front: 'lap', back: 'lap', lean: 0.3 }, 'sleepy');
  const { head, headRadius } = child.joints;
  const grandma = elder(
    cast,
    0,
    { x: 136, y: floor, facing: 1, stance: 'sit', seat: 62, front: [head[0], head[1] - headRadius * 0.95], back: 'lap', lean: 0.2 },
    'calm',
  );
  return layers(
    [
      rect(0, 0, 480, 360, '#1f2a4e', { role: 'sky' }),
      ...[
        [60, 40],
        [140, 80],
        [380, 50],
        [440, 110],
        [300, 30],
        [200, 40],
      ].map(([x, y]) => star(x, y, 4)),
      crescent(400, 70, 22),
      // The dark garden the porch stands in: the night sky run down under it left "the porch floating in a void" (review 140).
      rect(0, 262, 480, 98, '#26331f', { role: 'ground' }),
      ...porch(300, '#6a4a3a'),
    ],
    // All of it on the porch's boards, which end at its post: past them, the cushion hung off the edge and the lantern stood on the dark.
    [...rockingChair(150, floor, '#8a5a3a'), ...pillow(208, floor - 4, 58, '#c9556a'), ...lantern(272, floor)],
    [
      ...withoutNearArm(grandma),
      ...child.shapes,
      ...nearArmOf(grandma),
      ...musicNotes([
        [190, 130],
        [210, 106],
      ]),
    ],
  );
};

/** First day of school: the grandchild at the top of the school steps turns for a last wave; Grandpa waves back from the path below. */
const waveFromTheSteps: Staging = (cast, random) => {
  const top = GROUND - 36;
  const child = kid(cast, { x: 300, y: top, facing: -1, front: 'wave', back: 'hip' }, 'open');
  const grandpa = elder(cast, 0, { x: 150, y: GROUND + 10, facing: 1, front: 'wave', back: 'hip', lean: 0.1 }, 'smile');
  const bag = cast.age === 'baby' ? [] : backpack(child.joints.hip[0] + 14, child.joints.hip[1] - 8, '#e0457b');
  return layers(
    [...outdoors(random, { horizon: 230, sun: false }), ...schoolDoor(230, GROUND - 36), ...tree(60, 250, 70)],
    [rect(200, top, 260, 12, '#b8a890'), rect(190, top + 12, 280, 12, '#a89880'), rect(180, top + 24, 300, 12, '#988870')],
    [...bag, ...child.shapes, ...grandpa.shapes],
  );
};

/** Birthday surprise: Grandpa opens the front door to find the grandchild on the step handing him the cake, its candles lit. */
const surpriseAtTheDoor: Staging = (cast, random) => {
  const floor = 318;
  const baby = cast.age === 'baby';
  const standing = { x: baby ? 330 : 280, y: floor, facing: -1 } as const;
  const { head, headRadius, shoulders } = kid(cast, standing).joints;
  // Held out toward Grandpa by the plate's near edge, both hands on it, beside the face rather than before it
  // (a small grandchild's face was behind the cake); set where the hands are, or it floated clear of them.
  const reach: Point = [head[0] - headRadius - 12, Math.max(...shoulders.map(([, y]) => y)) + 12];
  const child = kid(cast, { ...standing, front: reach, back: [reach[0] + 8, reach[1] + 3] }, 'laugh');
  const hand = handOf(child, 1, 'front');
  // A baby, who cannot carry it, sits on the grass reaching for the cake set down just past its feet: held
  // up at its hands, the cake floated.
  const toes = Math.min(...child.shapes.flatMap((shape) => shape.points.map(([x]) => x)));
  const plate: Point = baby ? [toes - 38, floor - 2] : [hand[0] - 36, hand[1] - 2];
  const birthdayCake = cake(plate[0], plate[1], 4, true);
  // Grandpa's hand takes the plate's far edge as it comes: held out by the grandchild's hand alone, a cake
  // nearly a toddler's size hung from "one hand" (review 106).
  // Over a baby's cake, a wave of surprise: held out, the hand met the door's knob behind and held "a yellow disc" (review 136).
  const takes: Point | 'wave' = baby ? 'wave' : [plate[0] - 34, plate[1] + 3];
  const grandpa = elder(cast, 0, { x: 164, y: floor, facing: 1, bend: 0.15, front: takes, back: [138, 206], lean: 0.2 }, 'surprised');
  return layers(
    [
      ...outdoors(random, { horizon: 220, sun: [420, 50] }),
      rect(0, 40, 230, 280, '#d9c2a0'),
      ...door(110, floor, '#3f6fb5'),
      ...tree(430, 250, 60),
    ],
    [rect(80, floor - 6, 160, 12, '#b8a890'), shadow(280, floor + 2, 80)],
    // Both their hands over the plate's rim: his under it, the cake "floated" with nobody carrying it (review 107).
    baby
      ? [...grandpa.shapes, ...withoutNearArm(child), ...birthdayCake, ...nearArmOf(child)]
      : [...withoutNearArm(grandpa), ...withoutNearArm(child), ...heldAs('cake', birthdayCake), ...nearArmOf(child), ...nearArmOf(grandpa)],
  );
};

/**
 * Video call: out in the garden, the tablet propped up on the bench so Grandma can see, the grandchild
 * holds up the first flower it grew for her to admire, and she leans in on the screen.
 */
const showingTheFlower: Staging = (cast, random) => {
  const bench = 230;
  // The case (29 taller than its screen, from 9 above it) stands on the seat: lower, it hid the seat's edge and floated before it.
  // A tablet in proportion to the grandchild: at a child's size beside a baby, the camera come close to the baby made it
  // "a giant tablet that dwarfs the girl" (review 127).
  const [width, height] = { baby: [64, 48], toddler: [80, 60], child: [96, 72] }[cast.age];
  const screen = [bench + 40, GROUND - 50 - 20 - height, width, height] as const;
  // Near enough to hold the flower up to the screen with a bent arm: stretched from further off, the arm was "far too long".
  const child = kid(cast, { x: screen[0] - 56, y: GROUND, facing: 1, front: [screen[0] - 16, screen[1] + 46], back: 'hip' }, 'open');
  // The stem runs down through the fist and out below it: starting at the hand, the flower "floated beside it" (review 110).
  const [hx, hy] = handOf(child, 1, 'front');
  const call = tabletCall(
    cast,
    screen,
    {
      x: screen[0] + width / 2,
      y: screen[1] + height * 2.5,
      facing: -1,
      front: [screen[0] + width / 4, screen[1] + height * 0.3],
      back: 'hip',
      scale: 0.85 * (height / 72),
    },
    'surprised',
    true,
  );
  return layers(
    [...outdoors(random, { horizon: 220, sun: [70, 50] }), ...fence(250), ...tree(440, 240, 60)],
    [...sunflower(100, GROUND + 4, 150), ...sunflower(400, GROUND + 6, 130), ...parkBench(bench, GROUND, 170)],
    [...call, ...withoutNearArm(child), ...heldAs('flower', flower(hx, hy + 16, 58, '#f2c94c')), ...nearArmOf(child)],
  );
};

export const OCCASIONS: Readonly<Record<string, Staging>> = {
  'decorating-the-christmas-tree': carriedToTheTop,
  'blowing-out-birthday-candles': partyOnTheGrass,
  'rocking-to-sleep': atHerFeetOnThePorch,
  'first-day-of-school': waveFromTheSteps,
  'birthday-surprise': surpriseAtTheDoor,
  'video-call': showingTheFlower,
};
