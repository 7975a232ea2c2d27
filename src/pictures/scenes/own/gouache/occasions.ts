// The scenes made for occasions as the gouache painter stages them.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { wornHat } from '../../../props/dressing-up.ts';
import { cake } from '../../../props/food.ts';
import { bed, lamp, quilt, rockingChair, rug } from '../../../props/home.ts';
import { fireplace, shelf, stool, table } from '../../../props/household.ts';
import { BALLOONS, balloon, bunting } from '../../../props/places.ts';
import { chairAt, partyTable } from '../../../props/table-and-chair.ts';
import { christmasTree, heart, musicNotes, present } from '../../../props/things.ts';
import { room, star, window } from '../../../settings.ts';
import { ellipse, heldAs, layers, mirroredAbout, type Point, rect } from '../../../shapes.ts';
import { onLap } from '../../holding.ts';
import type { Staging } from '../../scene.ts';
import { clapping, elder, kid } from '../../scene.ts';
import { heldUpBeside, tabletCall } from '../../tablet-call.ts';
import { hugAtTheGate } from './school.ts';

/** Christmas tree: the grandchild up on a stool sets the star on top, Grandma's hand at its back, Grandpa holding up a bauble. */
const starFromTheStool: Staging = (cast, random) => {
  const floor = 320;
  const step = 44;
  const standing = { x: 250, y: floor - step, facing: -1 } as const;
  const { head, headRadius } = kid(cast, standing).joints;
  // Out at arm's length beside the head, where even a short arm gets to: aimed far up, a toddler's hand stopped
  // at its crown and the star "sat on the girl's head" (review 107).
  const child = kid(cast, { ...standing, front: [head[0] - headRadius * 2.4, head[1] - headRadius * 0.6], back: 'hip' }, 'open');
  const [hx, hy] = child.joints.hands[0];
  const [, far] = child.joints.shoulders;
  const steadying = elder(cast, 0, { x: 330, y: floor, facing: -1, front: [far[0] + 4, far[1] + 20], back: 'hip', lean: 0.3 }, 'smile');
  const bauble: Point = [110, 200];
  const helper = elder(cast, 1, { x: 70, y: floor, facing: 1, front: bauble, back: 'hip', lean: 0.2 }, 'open');
  return layers(
    [...room({ wall: '#7a3a30', floor: '#5a4034', floorY: 246, stripes: '#86443a' }), ...fireplace(330, 246, true)],
    [...present(380, floor, 26, '#3f6fb5', '#f2c94c')],
    [
      ...christmasTree(hx - 12, floor - 2, floor - hy - 6, random),
      ...stool(250, floor, step),
      // The bauble only in a hand: with one grandparent it hung in the air.
      ...(cast.elders.length > 1 ? [...helper.shapes, { ...ellipse(bauble[0] + 4, bauble[1] + 10, 7, 7, '#d9483b'), held: 'bauble' }] : []),
      ...steadying.shapes,
      ...child.shapes,
      { ...star(hx - 4, hy - 6, 12, '#f6d04d'), held: 'star', role: undefined },
    ],
  );
};

/** Birthday candles: on Grandpa's lap at the table, cheeks full, the grandchild blows; Grandma claps across the table. */
const blowingFromTheLap: Staging = (cast) => {
  const floor = 318;
  const lap = onLap(
    cast,
    1 % cast.elders.length,
    { x: 180, y: floor, facing: 1, stance: 'sit', seat: 50, lean: 0.2 },
    { facing: 1, front: 'forward', back: 'hip' },
    ['laugh', 'surprised'],
  );
  const { head, headRadius } = lap.child.joints;
  // Grandma stands at the table's far side, clapping as the candles go out.
  const clapper = clapping(cast, 0, { x: head[0] + headRadius * 6.5, y: floor - 8, facing: -1, scale: 0.94, lean: 0.2 }, 'open');
  return layers(
    [
      ...room({ wall: '#f0d8c0', floor: '#a07a52', floorY: 240 }),
      ...bunting(24, BALLOONS),
      ...BALLOONS.flatMap((colour, index) => balloon(400 + index * 24, 70 + index * 16, 15, 19, colour)),
    ],
    chairAt(lap.holder.joints.hip, 1, floor),
    [
      ...(cast.elders.length > 1 ? clapper.shapes : []),
      ...lap.shapes,
      ...wornHat(head, headRadius, 'party', '#e0457b'),
      ...partyTable(head[0] + headRadius * 0.5, head[0] + headRadius * 5, floor),
      ...cake(head[0] + headRadius * 2.6, floor - 70, 5, false),
    ],
  );
};

/**
 * Rocking to sleep: Grandma in the rocking chair by the fire, the grandchild asleep on her lap and turned
 * to her, the fire warm on them both. Swaying at the window with a toddler in her arms, the child sat out
 * beside her hip on a long arm and "levitated" (review 93), and the story's chair stood empty; at the night
 * window, a lap in a rocker by moonlight was watercolour's and cut paper's picture too (review 104).
 */
const asleepByTheFire: Staging = (cast) => {
  const floor = 318;
  const chair = { x: 190, facing: 1 } as const;
  const seated = { ...chair, y: floor, stance: 'sit', seat: 62 } as const;
  // Both facing the fire, the grandchild along the lap: facing Grandma, its legs ran back through her and it
  // "hovers where a lap should be" (review 144). Her near arm crosses its middle, so the hug shows.
  const child = { facing: 1, front: 'hold', back: 'hip', lean: -0.2, seat: -12 } as const;
  const sat = onLap(cast, 0, seated, child).child.joints;
  const middle: Point = [sat.hip[0] + 10, (sat.hip[1] + sat.shoulders[0][1]) / 2 + 4];
  const held = onLap(cast, 0, { ...seated, front: middle }, child, ['calm', 'sleepy']);
  const [hx, hy] = held.child.joints.head;
  return layers(
    [...room({ wall: '#7a4a3a', floor: '#4a3a30', floorY: 246, stripes: '#84523f' }), ...fireplace(244, floor, true)],
    [...rockingChair(chair.x + 14, floor, '#8a5a3a'), ...rug(250, floor + 6, 260, '#b85a3a')],
    [
      ...held.shapes,
      ...musicNotes([
        [hx + 52, hy - 2],
        [hx + 78, hy - 28],
      ]),
    ],
  );
};

/** Birthday surprise: Grandpa at the kitchen table with the candles lit before him, the grandchild behind his chair holding up its card. */
const surpriseAtTheTable: Staging = (cast, random) => {
  const floor = 318;
  const grandpa = elder(
    cast,
    0,
    { x: 200, y: floor, facing: 1, stance: 'sit', seat: 46, front: 'out', back: 'lap', lean: 0.2 },
    'surprised',
  );
  // The card held up in the raised hand, its bottom edge in the fingers, wherever the arm reaches.
  const standing = { x: 124, y: floor, facing: 1, back: 'hip', lean: 0.3 } as const;
  const card = kid(cast, { ...standing, front: 'up' }).joints.hands[1];
  const child = kid(cast, { ...standing, front: card }, 'laugh');
  // Clear of its own face, toward Grandpa: a sitting baby's raised card covered it.
  const cardLeft = Math.max(card[0] - 18, child.joints.head[0] + child.joints.headRadius * 1.1);
  return layers(
    [
      ...room({ wall: '#f2dcb8', floor: '#9a7a52', floorY: 244 }),
      ...window(random, 300, 40, 110, 90, false),
      ...shelf(60, 80, 120, ['#d9483b', '#f2c94c', '#4fa3d9']),
    ],
    [],
    [
      ...withoutNearArm(child),
      ...heldAs('card', [rect(cardLeft, card[1] - 30, 40, 34, '#fbe8a8'), heart(cardLeft + 20, card[1] - 14, 8, '#e0457b')]),
      ...nearArmOf(child),
      ...chairAt(grandpa.joints.hip, 1, floor),
      // He sits turned from the table, his knees before it: drawn over him, its leg ran through his feet
      // and his knees merged into the cloth.
      ...table(236, floor, 100, '#c9dcef'),
      ...cake(280, floor - 76, 4, true),
      ...grandpa.shapes,
    ],
  );
};

/** Video call: tucked up in bed for the night, the grandchild holds the tablet up to say goodnight, Grandma waving back on the screen. */
const goodnightCall: Staging = (cast, random) => {
  const floor = 304;
  // Sitting up against the pillow at the bed's head, facing down the bed under the quilt: sat at its foot facing
  // the headboard, the grandchild was "not in the bed, the blanket covering the empty half" (review 126).
  // Its other hand on the quilt: waving with it too, both fists up, the tablet read as "standing on the bed with
  // nothing holding it" (fault checks after review 148).
  const sitting = { x: 334, y: floor - 60, facing: -1, stance: 'sit', seat: 0, back: 'lap' } as const;
  // A tablet a small child can hold: at a grown-up's size it dwarfed a baby, whose hand on it read as a wave.
  const size = { baby: [60, 46], toddler: [72, 55], child: [88, 66] } as const;
  const { child, screen } = heldUpBeside(cast, sitting, size[cast.age], 'open');
  // Grandma smiles from the glass with her hands below it, and only the grandchild waves: her wave beside the
  // grandchild's hand on the tablet merged the two hands into one (review 113).
  const onTheGlass = { x: screen[0] + screen[2] / 2, y: 0, facing: -1, front: 'hip', back: 'hip', scale: 0.9 } as const;
  const head = elder(cast, 0, onTheGlass).joints.head;
  const call = tabletCall(cast, screen, { ...onTheGlass, y: screen[1] + screen[3] * 0.45 - head[1] }, 'smile');
  return layers(
    [...room({ wall: '#2f3d6a', floor: '#5a4034', floorY: 240 }), ...window(random, 60, 36, 90, 80, true), ...lamp(440, 312, true)],
    [...bed(120, floor, 260)],
    [...withoutNearArm(child), ...mirroredAbout(quilt(150, floor, 200, '#d98c8c'), 250), ...call, ...nearArmOf(child)],
  );
};

export const OCCASIONS: Readonly<Record<string, Staging>> = {
  'decorating-the-christmas-tree': starFromTheStool,
  'blowing-out-birthday-candles': blowingFromTheLap,
  'rocking-to-sleep': asleepByTheFire,
  'first-day-of-school': hugAtTheGate,
  'birthday-surprise': surpriseAtTheTable,
  'video-call': goodnightCall,
};
