// Scenes for the days families celebrate: the Christmas tree, birthday candles, a grandparent's
// birthday surprise, rocking a new baby to sleep, the first day of school, a video call across the miles.
import { wornHat } from '../props/dressing-up.ts';
import { cake } from '../props/food.ts';
import { tree } from '../props/garden.ts';
import { armchair, crib, frame, lamp, rockingChair, rug } from '../props/home.ts';
import { fireplace, tablet } from '../props/household.ts';
import { BALLOONS, balloon, bunting, schoolDoor } from '../props/places.ts';
import { chairAt, partyTable } from '../props/table-and-chair.ts';
import { backpack, christmasTree, musicNotes, present } from '../props/things.ts';
import { curtains, GROUND, outdoors, room, shadow, star, window } from '../settings.ts';
import { ellipse, heldAs, layers, polygon, rect, scaledAbout } from '../shapes.ts';
import { handInHand } from './hand-in-hand.ts';
import { onLap, onShoulders } from './holding.ts';
import { handsOver } from './lifting.ts';
import { jumpingForTheScreen, leaningInToBlow } from './occasions-restaged.ts';
import { atGrandmasKnee, singingByTheCrib } from './quiet-restaged.ts';
import { clapping, elder, HAND_HEIGHT, kid, type SceneDrawing, seenThrough } from './scene.ts';
import { selfView } from './tablet-call.ts';
import { cakeHeldOut } from './third-indoors.ts';
import { facesAtTheTable } from './third-occasions.ts';
import { runningAhead } from './third-side-by-side.ts';
import { cardOnOneKnee } from './third-together.ts';

export const OCCASION_SCENES: SceneDrawing[] = [
  {
    id: 'decorating-the-christmas-tree',
    draw(cast, random) {
      const ride = onShoulders(
        cast,
        cast.elders.length - 1,
        { x: 262, y: 320, facing: -1, lean: 0.2 },
        { facing: -1, front: [206, 92], back: 'out' },
        'open',
      );
      const helper = elder(cast, cast.elders.length > 1 ? 0 : 1, { x: 380, y: 320, facing: -1, front: [330, 236], back: 'hip' });
      return {
        back: [
          ...room({ wall: '#7a2e2e', floor: '#6a4a3a', floorY: 250, stripes: '#8a3a38' }),
          ...window(random, 60, 40, 80, 90, true),
          ...fireplace(320, 250, true),
        ],
        middle: [
          ...christmasTree(180, 316, 230, random),
          ...present(110, 318, 30, '#3f6fb5', '#f2c94c'),
          ...present(240, 320, 24, '#e0457b', '#ffffff'),
          // The bauble in the helper's hand; with no second grandparent it "floats on the wall" (review 117).
          ...(cast.elders.length > 1 ? [ellipse(330, 240, 5, 5, '#4fa3d9')] : []),
        ],
        front: [
          ...helper.shapes,
          ...ride.shapes,
          // The star for the top, in the hand that reaches for the tree.
          { ...star(ride.child.joints.hands[0][0] - 6, ride.child.joints.hands[0][1] - 6, 12, '#f6d04d'), held: 'star', role: undefined },
        ],
      };
    },
  },
  {
    id: 'blowing-out-birthday-candles',
    draw(cast) {
      // Hands clasped before it as it takes the breath: reaching forward, its hand met a candle (review 117).
      const child = kid(cast, { x: 150, y: 300, facing: 1, stance: 'sit', seat: 62, front: 'clasp', back: 'clasp' }, 'surprised');
      // The grandparents clap together past the table's far end as the candles go out: behind it, their legs
      // showed under its top among its legs, "through the table"; one at either end, it was cut paper's party.
      const left = clapping(cast, 0, { x: 326, y: 318, facing: -1 }, 'open');
      const right = clapping(cast, 1, { x: 390, y: 322, facing: -1 }, 'open');
      return layers(
        [
          ...room({ wall: '#d6e8f0', floor: '#c8a27a', floorY: 250 }),
          ...bunting(20, BALLOONS),
          // Tied up high over the table, clear of every head.
          ...BALLOONS.flatMap((colour, index) => balloon(24 + index * 28, 60 + index * 8, 16, 20, colour)),
          ...BALLOONS.flatMap((colour, index) => balloon(254 - index * 26, 48 + index * 8, 15, 19, colour)),
        ],
        [
          ...left.shapes,
          ...right.shapes,
          // The grandchild's chair, its back showing behind: sitting on nothing, it read as floating behind the table.
          ...chairAt(child.joints.hip, 1),
          ...child.shapes,
          ...wornHat(child.joints.head, child.joints.headRadius, 'party', '#4fa3d9'),
        ],
        // Well back on the table top: near its front edge the plate overhung it and the cake "floats off the table" (review 117).
        [...partyTable(124, 276), ...cake(206, 262, 5, false)],
      );
    },
    restaged: [leaningInToBlow, cakeHeldOut],
  },
  {
    id: 'rocking-to-sleep',
    draw(cast, random) {
      const floor = 318;
      const lap = onLap(
        cast,
        0,
        { x: 222, y: floor - 4, facing: 1, stance: 'sit', seat: 62, lean: -0.2 },
        // Facing as she does, its back against her and its legs along hers: turned to her, its legs lay
        // across her lap toward her and its shins hung in front of hers, two pairs of legs in one place.
        { facing: 1, front: 'lap', back: 'lap', lean: -0.2 },
        ['calm', 'sleepy'],
      );
      return layers(
        [
          ...room({ wall: '#2f3d6a', floor: '#5a4034', floorY: 250 }),
          ...window(random, 60, 50, 110, 110, true),
          ...curtains(60, 50, 110, 110, '#6a5a8a'),
          ...lamp(420, 320, true),
        ],
        [...rockingChair(236, floor, '#8a5a3a'), ...rug(240, 326, 240, '#6a8a7a'), ...crib(400, floor)],
        [
          ...lap.shapes,
          ...musicNotes([
            [300, 120],
            [330, 100],
          ]),
        ],
      );
    },
    restaged: [singingByTheCrib, atGrandmasKnee],
  },
  {
    id: 'first-day-of-school',
    draw(cast, random) {
      // Hand in hand, his closed over hers: both reaching for one point, the two hands stopped apart ("never clasp").
      const together = handInHand(
        cast,
        0,
        [{ x: 150, y: GROUND, facing: 1, back: 'down' }, 'front'],
        [{ x: 236, y: GROUND, facing: -1, back: 'wave' }, 'front'],
        [196, GROUND - HAND_HEIGHT[cast.age] - 10],
        ['smile', 'open'],
      );
      const { hip } = together.child.joints;
      const bag = cast.age === 'baby' ? [] : backpack(hip[0] + 16, hip[1] - 6, '#e0457b');
      return layers(
        [
          ...outdoors(random, { horizon: 240, sun: false }),
          ...schoolDoor(290, 300),
          // Well clear of Grandpa: behind his shoulder its round crown read as a backpack he carried.
          ...tree(24, 250, 50),
          ...bunting(30, ['#d9483b', '#f2c94c', '#4fa3d9']),
        ],
        [
          polygon(
            [
              [300, 300],
              [390, 300],
              [480, 360],
              [200, 360],
            ],
            '#d8c9a8',
          ),
          shadow(190, GROUND + 2, 150),
        ],
        [...bag, ...together.shapes],
      );
    },
    restaged: [runningAhead],
  },
  {
    id: 'birthday-surprise',
    draw(cast, random) {
      // His near arm flung out in surprise: waved up, it crossed a big-headed artist's beard.
      // Beside a baby's cake on its stool, the hand rests: flung out, it reached into the candles' flames.
      const grandpa = elder(
        cast,
        0,
        { x: 170, y: 318, facing: 1, stance: 'sit', seat: 70, front: cast.age === 'baby' ? 'lap' : 'out', back: [150, 160] },
        'surprised',
      );
      // Carried low before the carrier, at its own waist, wherever the artist's proportions put it, and made
      // small enough for its top to stay below the chin: at a fixed point, a big head's short body held a
      // full-size cake up over its mouth. A baby sits beside the stool the cake stands on, reaching for it.
      const standing = { x: cast.age === 'baby' ? 324 : 310, y: 318, facing: -1 } as const;
      const [hipX, hipY] = kid(cast, standing).joints.hip;
      // Held just before the body, the arms running down to it: held out at the side, a toddler's short arms
      // vanished behind the cake and it read as "hovering, the girl's arms missing" (review 115).
      const child = kid(cast, { ...standing, front: [hipX - 30, hipY - 6], back: [hipX - 14, hipY - 2] }, 'open');
      const { hands, head, headRadius } = child.joints;
      const plate = cast.age === 'baby' ? 270 : Math.max(hands[0][1], hands[1][1]) - 3;
      const size = cast.age === 'baby' ? 1 : Math.max(0.5, Math.min(1, (plate - head[1] - headRadius - 4) / 40));
      const cakeX = cast.age === 'baby' ? 268 : Math.min(hands[0][0], hands[1][0]) + 4;
      return layers(
        [
          ...room({ wall: '#f2e2c4', floor: '#9a7a5a', floorY: 250 }),
          ...window(random, 300, 40, 100, 80, false),
          ...bunting(18, BALLOONS),
          ...lamp(440, 318, false),
        ],
        [...armchair(170, 318, '#c9a04a'), ...rug(240, 326, 320, '#c95a4a')],
        [
          ...grandpa.shapes,
          ...wornHat(grandpa.joints.head, grandpa.joints.headRadius, 'party', '#e0457b'),
          // Carried in on a plate, the hands over its rim (under it, the cake "floated beside the child", review
          // 111); a baby, who cannot carry it, sits by the stool it stands on.
          ...handsOver(child.shapes, [
            ...(cast.age === 'baby'
              ? [rect(246, 276, 44, 8, '#8a5a3a'), rect(252, 284, 8, 34, '#8a5a3a'), rect(276, 284, 8, 34, '#8a5a3a')]
              : []),
            ...scaledAbout(
              [rect(cakeX - 26, plate, 52, 6, '#e9e4da', cast.age === 'baby' ? {} : { held: 'cake' }), ...cake(cakeX, plate, 3, true)],
              [cakeX, plate],
              size,
            ),
          ]),
        ],
      );
    },
    restaged: [cardOnOneKnee],
  },
  {
    id: 'video-call',
    draw(cast, random) {
      const screen = [200, 136, 150, 112] as const;
      // Both hands stay well inside the screen: one at its edge reads as reaching out through it.
      const wave: [number, number] = [screen[0] + 30, screen[1] + 30];
      const far = elder(
        cast,
        0,
        { x: 275, y: 384, facing: -1, front: wave, back: [screen[0] + 112, screen[1] + 80], scale: 1.15 },
        'surprised',
      );
      const child = kid(
        cast,
        { x: cast.age === 'baby' ? 180 : 150, y: 318, facing: 1, stance: 'sit', seat: 34, front: [204, 244], back: 'wave' },
        'open',
      );
      return layers(
        [
          ...room({ wall: '#dfe8d4', floor: '#a0805e', floorY: 240 }),
          ...window(random, 40, 36, 90, 80, false),
          ...frame(400, 40, 50, 40, '#f2d5a0'),
        ],
        [ellipse(150, 300, 70, 26, '#c95a4a'), ...rug(240, 330, 360, '#d9a84a')],
        [
          ...heldAs('tablet', tablet(screen[0], screen[1], screen[2], screen[3])),
          rect(screen[0], screen[1], screen[2], screen[3], '#f4e3c8'),
          ...seenThrough(far.shapes, screen),
          ...selfView(child, screen),
          ...child.shapes,
        ],
      );
    },
    restaged: [jumpingForTheScreen, facesAtTheTable],
  },
];
