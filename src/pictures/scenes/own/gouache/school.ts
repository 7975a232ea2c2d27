// The first day of school as the gouache painter stages it: a last hug at the school's blue door.
import { schoolDoor } from '../../../props/places.ts';
import { backpack } from '../../../props/things.ts';
import { GROUND, outdoors, shadow } from '../../../settings.ts';
import { ellipse, layers, type Point, rect, type Shape } from '../../../shapes.ts';
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

/** First day of school: at the school gate Grandpa kneels, the grandchild's hand in his, its other hand up in a last wave, the new backpack on its back. */
export const hugAtTheGate: Staging = (cast, random) => {
  const kneeling = { x: 200, y: GROUND, facing: 1, stance: 'kneel', lean: 0.3 } as const;
  const hugged = () => {
    // A baby sits on the raised knee, held close: on the ground, the arm round it crossed its face.
    if (cast.age === 'baby')
      return { shapes: onLap(cast, 0, kneeling, { facing: -1, front: 'wave', back: 'hip' }, ['smile', 'open']).shapes, bag: [] };
    const [, near] = elder(cast, 0, kneeling).joints.shoulders;
    // A step clear of his raised knee's foot: closer, "three shoes pile up and the boy's feet melt into Grandpa's" (review 136).
    const standing = { x: 292, y: GROUND, facing: -1, lean: 0.3 } as const;
    const { shoulders, hip } = kid(cast, standing).joints;
    // Hand in hand between them, low, the other hand up in a last wave: reaching up to his shoulder across the
    // gap, its arm read as "a tube stretched to Grandpa's chin" (review 147).
    const held: Point = [(near[0] + shoulders[1][0]) / 2 + 6, Math.max(near[1], hip[1] - 10)];
    const child = kid(cast, { ...standing, front: held, back: 'wave' }, 'laugh');
    const grandpa = elder(cast, 0, { ...kneeling, front: [held[0] - 3, held[1] + 1], back: 'hip' }, 'smile');
    return { shapes: [...grandpa.shapes, ...child.shapes], bag: backpack(child.joints.hip[0] + 14, child.joints.hip[1] - 8, '#4fa3d9') };
  };
  const { shapes, bag } = hugged();
  return layers(
    [...outdoors(random, { horizon: 236, sun: [420, 50] }), ...schoolDoor(SCHOOL_X, 300), ...hedge(268)],
    [shadow(236, GROUND + 2, 170)],
    [...bag, ...shapes],
  );
};
