// The goodbye as a child tells it: it will not let Grandpa go.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { door, suitcase } from '../../../props/household.ts';
import { heart } from '../../../props/things.ts';
import { room, window } from '../../../settings.ts';
import { layers } from '../../../shapes.ts';
import { elder, kid, type Staging } from '../../scene.ts';

/**
 * The goodbye hug: Grandpa by the door, his suitcase packed beside him, and the grandchild hugging him round
 * the legs, his other hand on its head. Lifted into his arms, a child's stick legs stuck out sideways and
 * it read as "lying in mid-air".
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
  const grandpa = elder(cast, 0, { ...standing, front: [head[0] - headRadius * 0.2, head[1] - headRadius * 0.7], back: 'down' }, 'smile');
  return layers(
    [...room({ wall: '#ffffff', floor: '#b07a4a', floorY: 250 }), ...door(330, 250, '#35b04a'), ...window(random, 40, 50, 90, 80, false)],
    [],
    [
      ...suitcase(hip[0] - 56, floor, '#e8262b'),
      // His whole arm over the grandchild to the hand on its head: the arm under its big head and the hand over it
      // read as "a hand with no arm on the boy's hair" (review 125).
      ...withoutNearArm(grandpa),
      ...child.shapes,
      ...nearArmOf(grandpa),
      heart(head[0] + 40, head[1] - 60, 10, '#e0457b'),
      heart(head[0] + 62, head[1] - 84, 7, '#e0457b'),
    ],
  );
};
