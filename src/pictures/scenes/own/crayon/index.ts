// The scenes the child with the crayons draws its own way, by scene id: what a child tells in a drawing
// (the fish it can see under the water, the pizza bigger than anyone, Grandma under a tower of hats, a
// cone of four scoops), everyone on the ground facing us. The rest it takes from the scenes' shared stagings.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { wornHat } from '../../../props/dressing-up.ts';
import { tree } from '../../../props/garden.ts';
import { giraffe } from '../../../props/giraffe.ts';
import { rug } from '../../../props/home.ts';
import { table } from '../../../props/household.ts';
import { recordPlayer } from '../../../props/record-player.ts';
import { musicNotes } from '../../../props/things.ts';
import { GROUND, outdoors, room, window } from '../../../settings.ts';
import { ellipse, heldAs, layers, type Point, polygon, rect } from '../../../shapes.ts';
import { kitchen } from '../../kitchen.ts';
import { handsOver } from '../../lifting.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';
import { showingUsTheAlbum } from './album.ts';
import { highTossedPancake, theFirstCookie } from './baking.ts';
import { grandpaBehindTheBike } from './bike.ts';
import { theCakeInTheMiddle } from './birthday.ts';
import { starFromTheStool } from './christmas.ts';
import { theFishUnderTheWater } from './fishing.ts';
import { holdingOnToHisLegs } from './goodbye.ts';
import { allRoundTheCrib } from './hello.ts';
import { eitherSideOfTheMirror } from './mirror.ts';
import { theSandwichPassedAlong } from './picnic.ts';
import { sideBySideOnTheStep } from './porch.ts';
import { wavingFromThePath } from './school.ts';
import { theStarOfTheShow } from './show.ts';
import { pointingAtTheStars } from './stars.ts';

/** Making pizza: behind the table the grandchild and Grandpa hold up the pizza between them, bigger than both their heads. */
const theBiggestPizza: Staging = (cast, random) => {
  // A baby sits up on the table's end to hold its side: on the floor, its low hand drew the pizza down over it and
  // "a giant pizza hides the child" (review 150).
  const child =
    cast.age === 'baby'
      ? kid(cast, { x: 128, y: GROUND + 8 - 76, facing: 1, stance: 'sit', seat: 0, front: [198, 222], back: 'wave' }, 'laugh')
      : kid(cast, { x: 150, y: GROUND, facing: 1, front: [198, 222], back: 'wave' }, 'laugh');
  const grandpa = elder(cast, 0, { x: 336, y: GROUND, facing: -1, front: [284, 222], back: 'wave' }, 'laugh');
  const [a, b] = [handOf(child, 1, 'front'), handOf(grandpa, -1, 'front')];
  // Held by its rim in both their hands, however high each can reach, the hands gripping a little way in:
  // with the rim just meeting their fingertips, held up high, it "floated in mid-air" (review 110).
  const [cx, cy] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const r = Math.max(30, Math.hypot(b[0] - a[0], b[1] - a[1]) / 2 + 7);
  const pie = [
    ellipse(cx, cy, r, r, '#e6b66a', { held: 'pizza' }),
    ellipse(cx, cy, r * 0.82, r * 0.82, '#e8262b'),
    ...[
      [-0.4, -0.3],
      [0.3, -0.4],
      [0.1, 0.2],
      [-0.3, 0.4],
      [0.45, 0.3],
    ].map(([dx, dy]) => ellipse(cx + dx * r, cy + dy * r, r * 0.12, r * 0.12, '#8b3a2a', { detail: true })),
  ];
  return layers(
    [...kitchen(random, '#f6e3c9', 'sill')],
    [...table(80, GROUND + 8, 320, '#ffd21f')],
    // Their hands over its rim: under it, the pizza "floated with nobody holding it" (review 105).
    handsOver([...child.shapes, ...grandpa.shapes], pie),
  );
};

/**
 * Silly hats: Grandma standing tall in a party hat, hands on her hips, the grandchild beside her in a big
 * flowered sun hat pointing up at hers. Sat in her armchair, her crayon body "dissolved into the chair"
 * (review 106); a party hat stacked on a top hat read as "a tower of boxes" and the sun hat handed up as "a
 * star floating between two hands" (reviews 129, 130): one hat each, worn.
 */
const oneHatEach: Staging = (cast, random) => {
  const grandma = elder(cast, 0, { x: 300, y: GROUND, facing: -1, front: 'hip', back: 'hip' }, 'laugh');
  const child = kid(cast, { x: 190, y: GROUND, facing: 1, front: 'up', back: 'hip' }, 'laugh');
  // Both up on the crown, clear of the eyes: a child colours a hat in past its line (at the brow it hid the eyes).
  const on = ({ head, headRadius }: typeof grandma.joints, kind: 'party' | 'flower', colour: string) =>
    wornHat([head[0], head[1] - headRadius * (kind === 'party' ? 0.3 : 0.55)], headRadius, kind, colour);
  return layers(
    [...room({ wall: '#bfe3f0', floor: '#d9a066', floorY: 250 }), ...window(random, 50, 50, 90, 80, false)],
    [...rug(240, 326, 320, '#27b0c9'), rect(40, 282, 60, 40, '#4cb8f0'), rect(400, 290, 50, 30, '#e8262b')],
    [...grandma.shapes, ...on(grandma.joints, 'party', '#35b04a'), ...child.shapes, ...on(child.joints, 'flower', '#ffd21f')],
  );
};

/** The zoo: the family in a row holding hands, the grandchild in the middle, and the giraffe taller than anyone, its head up by the sun. */
const aRowAtTheZoo: Staging = (cast, random) => {
  const child = kid(cast, { x: 200, y: GROUND, facing: 1, front: 'out', back: 'out' }, 'laugh');
  const [left, right] = child.joints.hands;
  // Each grandparent takes a hand, standing a stretched arm away: the first on the left, a second on the right.
  const beside = (index: number, hand: Point, facing: 1 | -1) =>
    elder(cast, index, { x: hand[0] - facing * 44, y: GROUND, facing, front: hand, back: 'out' }, 'smile');
  const first = beside(0, left, 1);
  const second = cast.elders.length > 1 ? beside(1, right, -1).shapes : [];
  return layers(
    [...outdoors(random, { horizon: 230, sun: [80, 50] })],
    // Standing in the row with them, as a child puts it, looking on: nobody touches it, so it is no held thing.
    // Behind a fence, the rails crossed the family's stick legs and the giraffe "merged into the fence" (review 122).
    giraffe([356, 86], -1).map((shape) => ({ ...shape, held: undefined })),
    [...first.shapes, ...second, ...child.shapes],
  );
};

/** The dance party: Grandpa and the grandchild jumping side by side, arms flung out, the notes flying up out of the record player. */
const jumpingToTheMusic: Staging = (cast, random) => {
  const child = kid(cast, { x: 270, y: GROUND - 8, facing: -1, stance: 'jump', front: 'wave', back: 'wave' }, 'laugh');
  const grandpa = elder(cast, 0, { x: 170, y: GROUND - 4, facing: 1, stance: 'jump', front: 'wave', back: 'wave' }, 'laugh');
  const notes = musicNotes(
    [
      [396, 200],
      [420, 150],
      [380, 110],
      [440, 84],
    ],
    '#2b2b2b',
  );
  return layers(
    [...room({ wall: '#ffd21f', floor: '#d9a066', floorY: 250 }), ...window(random, 60, 40, 90, 80, false)],
    [...recordPlayer(370), ...rug(220, 324, 280, '#e8262b')],
    [...grandpa.shapes, ...child.shapes, ...notes],
  );
};

/** Sharing an ice cream: Grandma holds out a cone with a tower of scoops, and the grandchild, on tiptoe, takes the first lick. */
const theTallestCone: Staging = (cast, random) => {
  const child = kid(cast, { x: 180, y: GROUND, facing: 1, front: 'hold', back: 'out' }, 'open');
  const { head, headRadius } = child.joints;
  // Close enough for her hand to bring the cone to the grandchild's chin.
  const lick: Point = [head[0] + headRadius * 1.5, head[1] + headRadius * 1.4];
  const grandma = elder(cast, 0, { x: lick[0] + 50, y: GROUND, facing: -1, front: lick, back: 'hip' }, 'laugh');
  const [x, y] = handOf(grandma, -1, 'front');
  const scoops = ['#ff7eb0', '#8b5a2b', '#ffd21f', '#8cc63f'].map((colour, index) => ellipse(x, y - 14 - index * 15, 12, 10, colour));
  const cone = polygon(
    [
      [x - 11, y - 8],
      [x + 11, y - 8],
      [x, y + 20],
    ],
    '#d9a066',
  );
  return layers(
    [...outdoors(random, { horizon: 220, sun: [80, 50] }), ...tree(420, 230, 60)],
    [],
    [...child.shapes, ...withoutNearArm(grandma), ...heldAs('ice cream', [cone, ...scoops]), ...nearArmOf(grandma)],
  );
};

export const CRAYON_STAGINGS: Readonly<Record<string, Staging>> = {
  'fishing-at-the-lake': theFishUnderTheWater,
  'making-pizza': theBiggestPizza,
  'baking-cookies': theFirstCookie,
  'flipping-pancakes': highTossedPancake,
  'trying-on-silly-hats': oneHatEach,
  'a-day-at-the-zoo': aRowAtTheZoo,
  'living-room-dance-party': jumpingToTheMusic,
  'sharing-ice-cream': theTallestCone,
  'big-goodbye-hug': holdingOnToHisLegs,
  'first-hello': allRoundTheCrib,
  'birthday-surprise': theCakeInTheMiddle,
  'first-day-of-school': wavingFromThePath,
  'learning-to-ride-a-bike': grandpaBehindTheBike,
  'old-photo-albums': showingUsTheAlbum,
  'decorating-the-christmas-tree': starFromTheStool,
  'dress-up': theStarOfTheShow,
  'funny-faces': eitherSideOfTheMirror,
  'counting-stars': pointingAtTheStars,
  'porch-sunset': sideBySideOnTheStep,
  'picnic-in-the-park': theSandwichPassedAlong,
};
