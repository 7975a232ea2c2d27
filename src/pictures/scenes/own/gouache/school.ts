// The first day of school as the gouache painter stages it: a last hug at the school's blue door.
import { schoolDoor } from '../../../props/places.ts';
import { backpack } from '../../../props/things.ts';
import { GROUND, outdoors, shadow } from '../../../settings.ts';
import { ellipse, layers, rect, type Shape } from '../../../shapes.ts';
import { onLap } from '../../holding.ts';
import type { Staging } from '../../scene.ts';
import { elder, kid } from '../../scene.ts';

/** Where the school's wall begins: its door just beside the grandchild, whole in the frame. */
const SCHOOL_X = 262;

/**
 * A clipped hedge along the school's front, in round clumps the brush paints well: white pickets came out of the
 * rounded brush "like bones" (review 107).
 */
const hedge = (y: number): Shape[] => {
  // Either side of the door (schoolDoor's is 55 to 115 along its wall), never across it.
  const clear = (x: number) => x + 26 < SCHOOL_X + 52 || x - 26 > SCHOOL_X + 118;
  const clumps = Array.from({ length: 12 }, (_, index) => index * 42 + 10).filter(clear);
  return [
    rect(0, y, SCHOOL_X + 50, 40, '#3f7a3f'),
    rect(SCHOOL_X + 120, y, 480, 40, '#3f7a3f'),
    ...clumps.map((x, index) => ellipse(x, y + 2, 26, 20, index % 2 ? '#4f8f45' : '#5a9a4a')),
  ];
};

/** First day of school: at the school gate Grandpa kneels for a last hug, the new backpack on the grandchild's back. */
export const hugAtTheGate: Staging = (cast, random) => {
  const kneeling = { x: 200, y: GROUND, facing: 1, stance: 'kneel', lean: 0.3 } as const;
  const hugged = () => {
    // A baby sits on the raised knee, held close: on the ground, the arm round it crossed its face.
    if (cast.age === 'baby')
      return { shapes: onLap(cast, 0, kneeling, { facing: -1, front: 'wave', back: 'hip' }, ['smile', 'open']).shapes, bag: [] };
    const [, near] = elder(cast, 0, kneeling).joints.shoulders;
    // A step clear of his raised knee's foot: closer, "three shoes pile up and the boy's feet melt into Grandpa's" (review 136).
    const child = kid(cast, { x: 292, y: GROUND, facing: -1, front: [near[0] - 2, near[1] + 14], back: 'wave', lean: 0.3 }, 'open');
    const [, shoulder] = child.joints.shoulders;
    const grandpa = elder(cast, 0, { ...kneeling, front: [shoulder[0] - 2, shoulder[1] + 10], back: 'hip' }, 'smile');
    // His arm round behind the grandchild, the hand out of sight at its back: shown on the far shoulder, it sat
    // on the chest beside the grandchild's own two and read as "three hands" (review 95); drawn over it, the
    // arm crossed a toddler's face.
    return { shapes: [...grandpa.shapes, ...child.shapes], bag: backpack(child.joints.hip[0] + 14, child.joints.hip[1] - 8, '#4fa3d9') };
  };
  const { shapes, bag } = hugged();
  return layers(
    [...outdoors(random, { horizon: 236, sun: [420, 50] }), ...schoolDoor(SCHOOL_X, 300), ...hedge(268)],
    [shadow(236, GROUND + 2, 170)],
    [...bag, ...shapes],
  );
};
