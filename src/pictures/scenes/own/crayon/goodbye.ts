// The goodbye as a child tells it: it will not let Grandpa go.

import { door, suitcase } from '../../../props/household.ts';
import { room, window } from '../../../settings.ts';
import { layers, type Point } from '../../../shapes.ts';
import { hugBelowTheHead } from '../../holding.ts';
import { elder, kid, type Staging } from '../../scene.ts';

/**
 * The goodbye hug: Grandpa by the door, his suitcase packed beside him, and the grandchild hugging him round
 * the legs, his other hand on its shoulder. Lifted into his arms, a child's stick legs stuck out sideways and
 * it read as "lying in mid-air"; his hand on its head read as "a stick arm on the child's head", and hearts
 * over them as "a purple thing in the air", "a heart floats in the air" (reviews 145, 147).
 */
export const holdingOnToHisLegs: Staging = (cast, random) => {
  const floor = 318;
  const standing = { x: 190, y: floor, facing: 1 } as const;
  const { hip, knees } = elder(cast, 0, standing).joints;
  // Its arms round both legs above the knees, the near hand showing on his far side, its cheek against his
  // side: a child's big head in front of him hid his coat and his face.
  const hold = (hip[1] + knees[0][1]) / 2;
  const x = hip[0] + 30 + kid(cast, { ...standing, facing: -1 }).joints.headRadius;
  const child = kid(cast, { x, y: floor, facing: -1, front: [hip[0] - 10, hold], back: [hip[0] + 4, hold + 8] }, 'sleepy');
  const { head, headRadius } = child.joints;
  const shoulder: Point = [head[0] - headRadius * 0.45, head[1] + headRadius * 1.05];
  const grandpa = elder(cast, 0, { ...standing, front: shoulder, back: 'down' }, 'smile');
  return layers(
    [...room({ wall: '#ffffff', floor: '#b07a4a', floorY: 250 }), ...door(330, 250, '#35b04a'), ...window(random, 40, 50, 90, 80, false)],
    [],
    [
      ...suitcase(hip[0] - 56, floor, '#e8262b'),
      // His arm over the grandchild's body and behind its big head, down to the hand on its shoulder.
      ...hugBelowTheHead(grandpa, child),
    ],
  );
};
