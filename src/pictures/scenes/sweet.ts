// Sweet and tender scenes: a bedtime story, a goodbye hug, old photo albums, a walk hand in hand,
// a first hello, a sunset from the porch, rocking to sleep, the first day of school.

import { nearArmOf, withoutNearArm } from '../figures/figure.ts';
import { flower, tree } from '../props/garden.ts';
import { armchair, bed, crib, frame, lamp, quilt, sofa } from '../props/home.ts';
import { book } from '../props/household.ts';
import { porch } from '../props/places.ts';
import { lapQuilt } from '../props/quilt.ts';
import { fallingLeaves } from '../props/scattered.ts';
import { album, cat, heart } from '../props/things.ts';
import { curtains, GROUND, outdoors, room, shadow, sunset, window } from '../settings.ts';
import { ellipse, heldAs, layers, line, polygon } from '../shapes.ts';
import { hugOnTheSuitcase, kneelingGoodbye } from './goodbye-hug.ts';
import { carriedInstead, handInHand } from './hand-in-hand.ts';
import { armRound, onLap } from './holding.ts';
import { elder, HAND_HEIGHT, kid, type SceneDrawing } from './scene.ts';
import { homeAlongTheFence, readFromTheArmchair } from './sweet-restaged.ts';
import { albumOnTheRug, bothInBed } from './third-indoors.ts';

export const SWEET_SCENES: SceneDrawing[] = [
  {
    id: 'bedtime-story',
    draw(cast, random) {
      const floor = 304;
      // A baby sits up against the pillows, above the quilt: under it to the chin, only its face showed.
      const child = kid(
        cast,
        { x: 360, y: floor - 60, facing: -1, stance: 'sit', seat: cast.age === 'baby' ? 14 : 0, front: [292, 206], back: [306, 214] },
        'open',
      );
      const grandma = elder(
        cast,
        0,
        { x: 226, y: floor, facing: 1, stance: 'sit', seat: 64, front: [280, 204], back: [266, 214], lean: 0.2 },
        'smile',
      );
      return layers(
        [
          ...room({ wall: '#3d4a78', floor: '#6a4a3a', floorY: 240, stripes: '#4a5888' }),
          ...window(random, 60, 40, 110, 100, true),
          ...curtains(60, 40, 110, 100, '#8a4a6a'),
          ...lamp(40, 312, true),
        ],
        [...bed(200, floor, 250), ...frame(300, 92, 60, 46, '#c9dcef')],
        [
          ...grandma.shapes,
          ...child.shapes,
          ...quilt(290, floor, 160, '#c9556a'),
          ...heldAs('book', book(286, 196, 42, '#3f6fb5', 3)),
          // Curled on the rug by the bed's side, well in from the frame (at its edge only the cat's head showed).
          ...cat(370, 338, '#e0a15a'),
          heart(330, 80, 8, '#e0457b'),
        ],
      );
    },
    restaged: [readFromTheArmchair, bothInBed],
  },
  {
    id: 'big-goodbye-hug',
    draw: kneelingGoodbye,
    restaged: [hugOnTheSuitcase],
  },
  {
    id: 'old-photo-albums',
    draw(cast, random) {
      const floor = 318;
      const grandma = elder(cast, 0, { x: 190, y: floor, facing: 1, stance: 'sit', seat: 68, front: [240, 236], back: [226, 244] });
      const child = kid(cast, { x: 300, y: floor, facing: -1, stance: 'sit', seat: 68, front: [260, 232], back: 'hip', lean: 0.3 }, 'open');
      return layers(
        [
          ...room({ wall: '#e9d8b8', floor: '#8a6a4a', floorY: 250, stripes: '#f2e4c8' }),
          ...frame(80, 40, 60, 46, '#c9dcef'),
          ...frame(170, 30, 40, 56, '#f2d5a0'),
          ...frame(340, 50, 70, 50, '#cfe3c4'),
          ...lamp(440, 318, true),
          ...window(random, 250, 40, 60, 60, false),
        ],
        // Mustard, not plum: a grandma's plum skirt on a plum sofa read as the sofa showing through her.
        [...sofa(130, 318, 230, '#c4a04a')],
        // The album on their laps, under both near arms, so the hands that turn its pages lie on it.
        [
          ...withoutNearArm(grandma),
          ...withoutNearArm(child),
          ...heldAs('album', album(250, 226, 70)),
          ...nearArmOf(grandma),
          ...nearArmOf(child),
        ],
      );
    },
    restaged: [albumOnTheRug],
  },
  {
    id: 'hand-in-hand',
    draw(cast, random) {
      // The grandchild runs ahead down the lane, pulling Grandpa along by the hand, both facing the way they
      // go: facing each other, this staging read as the side-by-side walk of the second one. A baby rides down
      // the lane in Grandpa's arms: knelt to on the path, it was the cartoonist's leaf pile again (review 97).
      const walking = { x: 230, y: GROUND, facing: 1, stance: 'walk', lean: -0.1 } as const;
      const together =
        cast.age === 'baby'
          ? carriedInstead(cast, 0, walking, ['laugh', 'laugh'])
          : handInHand(
              cast,
              0,
              // His free arm hanging as he is pulled along: flung out behind, it was the cartoonist's leaf-pile pose
              // (review 123); waved up, it rose from behind a big-headed artist's head.
              [{ x: 190, y: GROUND, facing: 1, stance: 'walk', back: 'down', lean: -0.15 }, 'front'],
              [{ x: 292, y: GROUND, facing: 1, stance: 'walk', front: 'out', lean: 0.35 }, 'back'],
              [246, GROUND - HAND_HEIGHT[cast.age] - 4],
              ['laugh', 'laugh'],
            );
      // Falling round the two of them, where the camera looks: over the whole sky, most fell outside the frame
      // and the one left in it read as a stray blob (review 110).
      const [x] = together.elder.joints.head;
      const leaves = fallingLeaves(random, [x - 120, x + 150, 60, 240], [together.elder.joints, together.child.joints], 9);
      return layers(
        [
          ...outdoors(random, { horizon: 210, far: '#c9a45a', grass: '#b8a04a', sun: [300, 52] }),
          polygon(
            [
              [200, 216],
              [260, 216],
              [480, 360],
              [0, 360],
            ],
            '#d8c9a8',
          ),
          ...tree(60, 240, 70, '#d9763b'),
          ...tree(420, 236, 64, '#c9553b'),
          ...tree(150, 214, 30, '#e0b84a'),
        ],
        [shadow(250, GROUND + 2, 150)],
        [...together.shapes, ...leaves],
      );
    },
    restaged: [homeAlongTheFence],
  },
  {
    id: 'first-hello',
    draw(cast, random) {
      const floor = 318;
      const lap = onLap(
        cast,
        0,
        { x: 196, y: floor, facing: 1, stance: 'sit', seat: 62, back: 'hip', lean: 0.2 },
        // Its near hand on her chest: waved up, it landed on her chin.
        { facing: -1, front: 'hold', back: 'hip' },
        ['smile', 'open'],
      );
      // The quilt over her lap goes between her and the grandchild on it.
      const herBody = new Set(withoutNearArm(lap.holder));
      // His hand on the grandchild's shoulder, wherever the artist puts it: at a set point, a big-headed
      // artist put it in Grandma's hair, "a third hand".
      const [, shoulder] = lap.child.joints.shoulders;
      const second = elder(
        cast,
        1,
        { x: 310, y: floor, facing: -1, front: [shoulder[0] + 2, shoulder[1] + 4], back: [264, 240], lean: 0.4 },
        'open',
      );
      return layers(
        [
          ...room({ wall: '#f6dfe4', floor: '#c8a27a', floorY: 250 }),
          ...window(random, 320, 40, 100, 90, false),
          ...curtains(320, 40, 100, 90, '#f2c94c'),
          line(
            [
              [120, 0],
              [120, 40],
            ],
            '#8a7a70',
            1.5,
            { detail: true },
          ),
          ...[100, 120, 140].map((x, index) => ellipse(x, 48 + index * 4, 7, 7, ['#f2c94c', '#4fa3d9', '#e0457b'][index])),
        ],
        [...armchair(200, floor, '#7aa89a'), ...crib(420, floor)],
        [
          ...second.shapes,
          ...lap.shapes.filter((shape) => herBody.has(shape)),
          ...lapQuilt(lap.holder.joints.hip, lap.holder.joints.knees[1], floor),
          ...lap.shapes.filter((shape) => !herBody.has(shape)),
          heart(250, 120, 9, '#e0457b'),
        ],
      );
    },
  },
  {
    id: 'porch-sunset',
    draw(cast, random) {
      // Both face the sun, the grandchild's knees beside Grandma's rather than against them; a baby on her lap
      // (sat on the bench its short legs stuck out over the edge, "a legless doll stuck to the bench").
      const together = () => {
        if (cast.age === 'baby')
          return onLap(
            cast,
            0,
            { x: 170, y: 340, facing: 1, stance: 'sit', seat: 52, lean: 0.2 },
            { facing: 1, front: 'hold', back: 'hip' },
            ['calm', 'smile'],
          ).shapes;
        const child = kid(cast, { x: 224, y: 340, facing: 1, stance: 'sit', seat: 52, front: 'hold', back: 'hip' }, 'smile');
        // Her arm round the grandchild's shoulders wherever they are, however small: the hand on the far shoulder.
        const [, far] = child.joints.shoulders;
        const grandma = elder(
          cast,
          0,
          { x: 150, y: 340, facing: 1, stance: 'sit', seat: 52, front: [far[0] + 2, far[1] + 12], back: 'hip', lean: 0.3 },
          'calm',
        );
        return armRound(grandma, child);
      };
      return layers(
        [...sunset(random, { bands: [70, 60], sun: [380, 214, 40], horizon: 230 })],
        // A porch painted blue-grey: brown boards under brown trousers read as the bench showing through them.
        [...porch(288, '#8aa4b4'), ...flower(330, 320, 30, '#e0457b'), ...flower(350, 322, 24, '#f2c94c')],
        [...together(), ...cat(70, 288, '#3a3030')],
      );
    },
  },
];
