// The goodbye hug at the front door, two ways: Grandpa kneeling to hug the grandchild (a baby on his
// raised knee), or sitting on his packed suitcase to be hugged.
import { frame, rug } from '../props/home.ts';
import { door, suitcase } from '../props/household.ts';
import { heart } from '../props/things.ts';
import { room, shadow } from '../settings.ts';
import { layers } from '../shapes.ts';
import { armRound, hugBelowTheHead, onLap } from './holding.ts';
import { elder, kid, type Staging } from './scene.ts';

/** Grandpa kneels by the door to hug the grandchild goodbye, the suitcase packed behind him; a baby sits on his raised knee. */
export const kneelingGoodbye: Staging = (cast) => {
  const floor = 318;
  const kneeling = { x: 198, y: floor, facing: 1, stance: 'kneel', lean: 0.35 } as const;
  const setting = layers(
    [
      ...room({ wall: '#d7e3d0', floor: '#a87a52', floorY: 250 }),
      ...door(330, 250, '#3f6fb5'),
      ...frame(60, 60, 70, 54, '#f2d5a0'),
      ...frame(150, 80, 40, 50, '#c9dcef'),
    ],
    [...suitcase(110, 318, '#c0392b'), ...rug(240, 322, 260, '#d9a84a'), shadow(240, 320, 160)],
    [heart(244, 150, 10, '#e0457b')],
  );
  // A baby, sitting on the floor, is below where a kneeling arm reaches round its back (the hand stopped
  // on its face): it sits on the raised knee instead, hugged from behind and turned to wave at the door.
  // Turned in to her, its face and hers, eyes shut, melted into one shape (review 113).
  if (cast.age === 'baby') {
    const knee = onLap(cast, 0, kneeling, { facing: 1, front: 'wave', back: 'hip' }, ['smile', 'laugh']);
    return { ...setting, front: [...knee.shapes, ...setting.front] };
  }
  // The grandchild's hands on Grandpa's shoulder and chest, below his chin, however big the artist draws
  // his head (aimed at a fixed point, a hand landed on a big head's face).
  const [, near] = elder(cast, 0, kneeling).joints.shoulders;
  const child = kid(
    cast,
    { x: 286, y: floor, facing: -1, front: [near[0] - 2, near[1] + 2], back: [near[0] + 6, near[1] + 16], lean: 0.3 },
    'sleepy',
  );
  const [, shoulder] = child.joints.shoulders;
  // His arm round the grandchild's back, well under its head, the near hand on its back at the chest and the
  // far one a little lower: drawn over the child, the near arm ran across its face to a hand at its chin,
  // "a hug that reads as choking", and at its shoulders "an arm across the boy's throat" (review 90).
  const chest = shoulder[1] + (child.joints.hip[1] - shoulder[1]) * 0.4;
  const grandpa = elder(cast, 0, { ...kneeling, front: [shoulder[0] - 3, chest], back: [child.joints.hip[0] + 8, chest + 8] }, 'sleepy');
  return { ...setting, front: [...hugBelowTheHead(grandpa, child), ...setting.front] };
};

/** Grandpa sits on his packed suitcase by the door, and the grandchild hugs him round the neck, his arm round its back. */
export const hugOnTheSuitcase: Staging = (cast) => {
  const floor = 318;
  const seat = 56;
  const setting = layers(
    [
      ...room({ wall: '#f0d9c4', floor: '#a87a52', floorY: 246, stripes: '#f6e4d2' }),
      ...door(40, 246, '#c0392b'),
      ...frame(330, 60, 60, 48, '#c9dcef'),
    ],
    [...rug(250, 324, 300, '#6a8a7a'), ...suitcase(236, floor, '#3f6fb5')],
    [],
  );
  const sitting = { x: 236, y: floor, facing: 1, stance: 'sit', seat, lean: 0.3 } as const;
  // A baby cannot stand to reach his neck: it sits on his knee instead, held the same way.
  if (cast.age === 'baby') {
    const lap = onLap(cast, 0, sitting, { facing: -1, front: 'wave', back: 'hip' }, ['sleepy', 'smile']);
    // The heart just over the baby's head: at the top of the stage, a close camera cut it off at the edge (review 133).
    const { head, headRadius } = lap.child.joints;
    return { ...setting, front: [...lap.shapes, heart(head[0] + headRadius * 1.5, head[1] - headRadius * 1.6, 9, '#e0457b')] };
  }
  const [, near] = elder(cast, 0, sitting).joints.shoulders;
  const standing = { x: near[0] + 62, y: floor, facing: -1, lean: 0.35 } as const;
  // Its hands on his shoulder, or on his arm no higher than its own shoulders: a small child's arm raised
  // to his shoulder crossed its own face.
  const own = Math.min(...kid(cast, standing).joints.shoulders.map(([, y]) => y));
  const reach = Math.max(near[1] + 2, own - 2);
  const child = kid(cast, { ...standing, front: [near[0] + 2, reach], back: [near[0] + 10, reach + 12] }, 'sleepy');
  const [, back] = child.joints.shoulders;
  const grandpa = elder(cast, 0, { ...sitting, front: [back[0] - 3, back[1] + 22], back: 'lap' }, 'sleepy');
  // His arm round the grandchild's back passes behind it, only the hand showing: over it, the arm crossed a small child's face.
  return { ...setting, front: [...armRound(grandpa, child), heart(near[0] + 40, 96, 9, '#e0457b')] };
};
