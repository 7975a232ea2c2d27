// The funny scenes staged a second way, for the artists who compose them otherwise: the grandparent
// down at the grandchild's height, hands busy with them, rather than the two standing apart.

import { nearArmOf, withoutNearArm } from '../figures/figure.ts';
import { boa, handbag, wornHat } from '../props/dressing-up.ts';
import { tree } from '../props/garden.ts';
import { bed, pillow, rug, wardrobe } from '../props/home.ts';
import { feathers } from '../props/scattered.ts';
import { puddle, rain, umbrellaHeld } from '../props/weather.ts';
import { GROUND, outdoors, room, shadow, window } from '../settings.ts';
import { ellipse, heldAs, layers, scaledAbout } from '../shapes.ts';
import { elder, handOf, kid, type Staging } from './scene.ts';

/**
 * The grandchild holds the big umbrella, both hands on its shaft, standing in the puddle; Grandpa crouches
 * under it beside it, hands on his knees, ready to jump. With Grandpa holding it over the grandchild, this
 * staging read as the other two, each an umbrella in a grandparent's hand over a grandchild at his side.
 */
export const holdingTheUmbrella: Staging = (cast, random) => {
  const standing = { x: 200, y: GROUND + 8, facing: 1 } as const;
  const { head, headRadius } = kid(cast, standing).joints;
  const grip: [number, number] = [head[0] + headRadius * 1.3, head[1] + headRadius * 0.9];
  // A baby splashes with both arms out and Grandpa holds the umbrella over them both: in a baby's short arm the
  // long shaft "floated with no hand on it" (review 126).
  const baby = cast.age === 'baby';
  const child = kid(
    cast,
    // Its arms flung out wide: straight up, a baby's short arm put its hand over its own face (a fault check).
    baby ? { ...standing, front: 'wave', back: 'wave' } : { ...standing, front: grip, back: [grip[0] - 2, grip[1] + 14] },
    'laugh',
  );
  const crouching = { x: 312, y: GROUND, facing: -1, crouch: 0.6, back: 'hip', lean: 0.3 } as const;
  const shoulder = elder(cast, 0, crouching).joints.shoulders[0];
  const grandpa = elder(cast, 0, { ...crouching, front: baby ? [shoulder[0] - 34, shoulder[1] - 8] : 'hip' }, 'laugh');
  const hand = baby ? handOf(grandpa, -1, 'front') : handOf(child, 1, 'front');
  const crown = Math.min(head[1] - headRadius, grandpa.joints.head[1] - grandpa.joints.headRadius);
  const canopy: [number, number] = [(hand[0] + grandpa.joints.head[0]) / 2, Math.min(crown - 14, hand[1] - 40)];
  const [cover, shaft] = umbrellaHeld(canopy, hand, '#3f6fb5');
  const splash = [-1, 1].flatMap((side) => [
    ellipse(200 + side * 44, 318, 5, 3, '#7fa9c9'),
    ellipse(200 + side * 60, 306, 4, 3, '#7fa9c9'),
  ]);
  return {
    back: [
      ...outdoors(random, { sky: '#9aa9b8', far: '#7a9a7a', grass: '#6a9a5a', sun: false, horizon: 236 }),
      ...tree(420, 250, 70, '#4f7a4a'),
      ...rain(random, 30),
    ],
    middle: [...puddle(220, 334, 190), ...puddle(60, 300, 60), shadow(312, GROUND + 2, 80)],
    front: [
      ...grandpa.shapes,
      ...withoutNearArm(child),
      // A canopy wide enough for both: at its own size it hung between them and "covered no one" (review 94).
      ...heldAs('umbrella', [...scaledAbout([cover], canopy, 1.4), shaft]),
      ...nearArmOf(child),
      ...splash,
    ],
  };
};

/** The grandchild up on the bed swinging a pillow overhead; Grandpa kneels below behind his own pillow as a shield. */
export const pillowFromTheBed: Staging = (cast, random) => {
  const floor = 322;
  const mattress = floor - 62;
  // A baby sits on the mattress and holds its pillow out toward Grandma, in front of its chest: raised
  // over its head, a baby's short arms put the pillow behind its face as a ring (review 101, "unreadable").
  const baby = cast.age === 'baby';
  // A bigger child swings it up and out toward Grandpa in one hand, the other arm flung back: held over its head
  // in both, an artist's big head took it to the crown, "a pillow worn like a hat" (review 110).
  // Standing on the mattress, its feet on it: jumping, a child drawn over a scribbled bed "floated in the air" (review 112).
  const standing = { x: 330, y: mattress, facing: -1, stance: 'stand', back: 'out' } as const;
  const { head, headRadius } = kid(cast, standing).joints;
  const child = baby
    ? kid(cast, { x: 330, y: mattress, facing: -1, front: [288, mattress - 32], back: [296, mattress - 20] }, 'open')
    : kid(cast, { ...standing, front: [head[0] - headRadius * 1.9, head[1] - headRadius * 1.3] }, 'open');
  const [a, b] = child.joints.hands;
  const width = 46;
  // Gripped by its near edge: a baby's in front of its chest, a bigger child's out past its head.
  const swung = baby
    ? pillow((a[0] + b[0]) / 2, Math.min(a[1], b[1]) + 6, width, '#e0457b', { held: 'pillow' })
    : pillow(a[0] - width * 0.4, a[1] - 6, width, '#e0457b', { held: 'pillow' });
  const kneeling = { x: 150, y: floor, facing: 1, stance: 'kneel' } as const;
  const [, shoulder] = elder(cast, 0, kneeling).joints.shoulders;
  const shield: [number, number] = [shoulder[0] + 34, shoulder[1] + 22];
  const grandpa = elder(
    cast,
    0,
    { ...kneeling, front: [shield[0] + 14, shield[1] + 6], back: [shield[0] - 12, shield[1] + 10], lean: -0.2 },
    'open',
  );
  const flying = feathers(random, [120, 420, 50, 220], [grandpa.joints, child.joints]);
  return {
    // A warm bedroom wall: a pale blue one, coloured in by crayon, read as the sky outdoors (review 125).
    back: [...room({ wall: '#efe0b8', floor: '#9a7a5a', floorY: 246, stripes: '#f4e8c8' }), ...window(random, 330, 40, 90, 80, true)],
    // No rug under his knees: a child draws one as a ring he "surfed on" (review 112).
    middle: [...bed(240, floor, 220)],
    front: [
      // The mattress dented under its weight, so it reads as standing on it, not floating.
      shadow(child.joints.hip[0], mattress + 2, 50),
      ...(baby ? [...child.shapes, ...swung] : [...swung, ...child.shapes]),
      ...withoutNearArm(grandpa),
      ...pillow(shield[0], shield[1], 46, '#f4ece0', { held: 'shield' }),
      ...nearArmOf(grandpa),
      ...flying,
    ],
  };
};

/** A dress-up parade across the bedroom: the grandchild ahead in the big hat, swinging the handbag; Grandma behind in the boa, hand on hip. */
export const dressUpParade: Staging = (cast, random) => {
  const floor = 320;
  const child = kid(cast, { x: 190, y: floor, facing: -1, stance: 'walk', front: 'out', back: 'wave', lean: -0.2 }, 'laugh');
  const grandma = elder(cast, 0, { x: 320, y: floor, facing: -1, stance: 'walk', front: 'hip', back: 'wave', lean: 0.2 }, 'laugh');
  return layers(
    [...room({ wall: '#e8d2e8', floor: '#b0906a', floorY: 256 }), ...wardrobe(300, 40), ...window(random, 60, 50, 90, 90, false)],
    [...rug(250, 326, 340, '#7aa89a'), shadow(190, floor, 70), shadow(320, floor, 90)],
    [
      ...grandma.shapes,
      ...boa(grandma.joints.neck, grandma.joints.hip),
      ...child.shapes,
      // A baby's sun hat fits its head: a size up, it hid the baby under its brim.
      ...wornHat(child.joints.head, child.joints.headRadius * (cast.age === 'baby' ? 1 : 1.2), 'flower', '#f4c22b'),
      ...heldAs('handbag', handbag(handOf(child, -1, 'front'))),
    ],
  );
};
