// Silly and funny scenes: silly hats, a living-room dance party, funny faces in the mirror, a
// pillow fight, dress-up in grandma's closet, jumping in puddles.

import { boa, handbag, hat, underBrim, wornHat } from '../props/dressing-up.ts';
import { tree } from '../props/garden.ts';
import { bed, frame, pillow, rug, wardrobe } from '../props/home.ts';
import { recordPlayer } from '../props/record-player.ts';
import { feathers } from '../props/scattered.ts';
import { puddle, rain, umbrellaHeld } from '../props/weather.ts';
import { GROUND, outdoors, room, shadow, window } from '../settings.ts';
import type { Point } from '../shapes.ts';
import { bumpy, ellipse, heldAs, line, rect, scaledAbout } from '../shapes.ts';
import { dressUpParade, holdingTheUmbrella, pillowFromTheBed } from './funny-restaged.ts';
import { beforeTheMirror } from './reflection.ts';
import { elder, handOf, kid, type SceneDrawing } from './scene.ts';
import { pillowsMeet } from './third-indoors.ts';
import { jumpingTogether } from './third-outdoors.ts';
import { earsAtTheMirror, hatInTheHandMirror } from './third-play.ts';
import { dancingSideBySide } from './third-side-by-side.ts';
import { underTheUmbrella } from './umbrella-ride.ts';

/** A pillow swung overhead, held by both hands at its ends: drawn behind the figure, so the hands grip its lower edge. */
function gripped([a, b]: [Point, Point], colour: string) {
  const width = Math.abs(a[0] - b[0]) + 6;
  return pillow((a[0] + b[0]) / 2, Math.min(a[1], b[1]) - width * 0.18, width, colour, { held: 'pillow' });
}

export const FUNNY_SCENES: SceneDrawing[] = [
  {
    id: 'trying-on-silly-hats',
    draw(cast, random) {
      const grandma = elder(cast, 0, { x: 170, y: 318, facing: 1, front: [214, 120], back: 'hip' }, 'open');
      // Turned to the glass it sees itself in: turned away, the mirror "shows the boy although he isn't in front of it" (review 91).
      const child = kid(cast, { x: 290, y: 318, facing: 1, front: 'up', back: 'hip' }, 'laugh');
      // The top hat is far too big: a size up from the head it sits on.
      const topHat = wornHat(child.joints.head, child.joints.headRadius * 1.15, 'top', '#2d2b30');
      // Its back to us, turned to the glass: facing us, its face in the glass too was an impossible mirror.
      const atTheGlass = beforeTheMirror(360, 110, 90, 150, [...child.shapes, ...topHat], 0.55);
      return {
        back: [
          ...room({ wall: '#f4dfe6', floor: '#a88a6a', floorY: 250, stripes: '#f9eaf0' }),
          ...window(random, 60, 40, 80, 80, false),
          // The grandchild in the top hat, seen in the glass.
          ...atTheGlass.mirror,
        ],
        middle: [
          ...rug(240, 322, 300, '#7aa89a'),
          rect(400, 270, 50, 40, '#e0457b'),
          ellipse(425, 270, 25, 6, '#f2a1bf'),
          rect(30, 286, 44, 34, '#4fa3d9'),
          ...hat(52, 284, 'party', '#f2c94c'),
        ],
        front: [
          ...underBrim(grandma.shapes, grandma.joints.head, grandma.joints.headRadius),
          ...wornHat(grandma.joints.head, grandma.joints.headRadius, 'flower', '#f2e6b0'),
          ...atTheGlass.people,
        ],
      };
    },
    restaged: [hatInTheHandMirror],
  },
  {
    id: 'living-room-dance-party',
    draw(cast, random) {
      const twirl: [number, number] = [236, cast.age === 'child' ? 168 : 200];
      // A baby, sitting on the rug close by, holds a hand up to the grandparent's instead of being twirled.
      const baby = cast.age === 'baby';
      const child = kid(cast, { x: baby ? 232 : 262, y: 318, facing: -1, stance: 'jump', front: baby ? 'up' : twirl, back: 'out' }, 'open');
      const hand = baby ? child.joints.hands[0] : twirl;
      const grandpa = elder(cast, 0, { x: 180, y: 318, facing: 1, stance: 'walk', front: hand, back: 'out' }, 'laugh');
      // Just beside the child's head, so even a close camera keeps them whole.
      const notes = [
        [300, 132],
        [318, 112],
        [298, 96],
      ].flatMap(([x, y]) => [
        ellipse(x, y, 5, 4, '#3a3030'),
        line(
          [
            [x + 4, y],
            [x + 4, y - 18],
            [x + 10, y - 14],
          ],
          '#3a3030',
          2,
          { smooth: false },
        ),
      ]);
      return {
        back: [
          ...room({ wall: '#f6d58a', floor: '#8a5a3a', floorY: 250, stripes: '#f9e2a8' }),
          ...window(random, 190, 40, 100, 80, false),
          ...frame(60, 60, 60, 50, '#c9dcef'),
        ],
        // A shadow right under the jumping grandchild's feet, so the jump reads as a jump and not as floating.
        middle: [...recordPlayer(370), ...rug(230, 322, 300, '#4f8aa8'), shadow(baby ? 232 : 262, 322, 44), shadow(180, 322, 70)],
        front: [...grandpa.shapes, ...child.shapes, ...notes],
      };
    },
    restaged: [dancingSideBySide],
  },
  {
    id: 'funny-faces',
    draw(cast) {
      const grandma = elder(cast, 0, { x: 170, y: 320, facing: 1, front: 'wave', back: 'up' }, 'surprised');
      const child = kid(cast, { x: 262, y: 320, facing: 1, front: 'wave', back: 'wave' }, 'open');
      // The two of them turned to the tall glass beside them, their faces pulled back at them.
      const atTheGlass = beforeTheMirror(372, 150, 120, 250, [...grandma.shapes, ...child.shapes], 0.85);
      return {
        back: [...room({ wall: '#cfe3c4', floor: '#a87a52', floorY: 260 }), ...atTheGlass.mirror],
        middle: [
          rect(60, 220, 60, 90, '#8a5a3a'),
          ellipse(90, 216, 28, 6, '#6a4a3a'),
          bumpy(90, 196, 16, 6, 4, '#e0457b'),
          ...rug(240, 326, 320, '#d9a84a'),
        ],
        front: atTheGlass.people,
      };
    },
    restaged: [earsAtTheMirror],
  },
  {
    id: 'pillow-fight',
    draw(cast, random) {
      // Grandpa swings his pillow overhead in both hands; the grandchild, whose arms are short beside a
      // big head, winds up with it beside the head, both hands on its near edge; a baby hugs it in front.
      const grandpa = elder(cast, 0, { x: 140, y: 320, facing: 1, front: [204, 108], back: [160, 100] }, 'laugh');
      // Stood on the mattress, feet planted, the pillow wound up: jumping, the feet tucked up over the sheet
      // "hovered above the bed" (review 116).
      const pose = { x: 320, y: 282, facing: -1 } as const;
      const { head, headRadius } = kid(cast, pose).joints;
      const side = head[0] - (headRadius * 1.15 + 12);
      const child = kid(
        cast,
        cast.age === 'baby'
          ? { ...pose, front: 'forward', back: 'hold' }
          : { ...pose, front: [side - 4, head[1] - headRadius * 0.5], back: [side + 2, head[1] + headRadius * 0.3] },
        'open',
      );
      // Where the front hand got to, which a toddler's short arm stops short of: at the point it reached for,
      // the pillow floated "above her hand, not gripped" (review 124).
      const [hx, hy] = handOf(child, -1, 'front');
      const swung = pillow(hx - 10, hy + headRadius * 0.3, 40, '#e0457b', { held: 'pillow' });
      const flying = feathers(random, [150, 400, 60, 200], [grandpa.joints, child.joints]);
      return {
        back: [...room({ wall: '#c9d8ee', floor: '#9a7a5a', floorY: 246, stripes: '#d6e2f4' }), ...window(random, 200, 36, 80, 80, true)],
        middle: [...bed(230, 320, 230)],
        front: [
          ...gripped(grandpa.joints.hands, '#f4ece0'),
          ...grandpa.shapes,
          ...(cast.age === 'baby'
            ? [...child.shapes, ...pillow(child.joints.hands[0][0] - 16, child.joints.hands[0][1] + 4, 34, '#e0457b', { held: 'pillow' })]
            : [...swung, ...child.shapes]),
          ...flying,
        ],
      };
    },
    restaged: [pillowFromTheBed, pillowsMeet],
  },
  {
    id: 'dress-up',
    draw(cast) {
      const child = kid(cast, { x: 230, y: 320, facing: 1, front: [272, 252], back: 'out' }, 'smile');
      // Her hands settle the boa's hanging end on the grandchild's chest, wherever the artist's proportions put
      // it: at a fixed point, or up at its shoulder, a big head's own face came there and the arm rose over her mouth.
      const [, near] = child.joints.shoulders;
      const shoulder: [number, number] = [near[0], (near[1] + child.joints.hip[1]) / 2];
      const grandma = elder(
        cast,
        0,
        {
          x: 330,
          y: 320,
          facing: -1,
          stance: 'kneel',
          front: [shoulder[0] + 4, shoulder[1] + 4],
          back: [shoulder[0] + 14, shoulder[1] + 18],
          lean: 0.2,
        },
        'open',
      );
      return {
        back: [...room({ wall: '#e8d2e8', floor: '#b0906a', floorY: 256 }), ...wardrobe(40, 50)],
        middle: [...rug(260, 324, 300, '#c95a8a'), ...hat(420, 280, 'flower', '#f4c22b'), rect(400, 290, 50, 30, '#7a3f2e')],
        front: [
          ...grandma.shapes,
          ...child.shapes,
          ...boa(child.joints.neck, child.joints.hip),
          ...wornHat(child.joints.head, child.joints.headRadius, 'flower', '#b0456a'),
          ...handbag(child.joints.hands[0]),
        ],
      };
    },
    restaged: [dressUpParade],
  },
  {
    id: 'puddle-jumping',
    draw(cast, random) {
      // Grandpa stamps through the big puddle with the grandchild up on his shoulders, and it holds the one
      // umbrella over them both. Held by Grandpa over a grandchild at his side, it was three artists' staging.
      const carrier = { x: 230, y: GROUND, facing: 1, lean: 0.1 } as const;
      const { ride, canopy, hand } = underTheUmbrella(cast, carrier);
      const [cover, shaft] = umbrellaHeld(canopy, hand, '#d9604b');
      const splash = [-1, 1].flatMap((side) => [
        ellipse(230 + side * 70, GROUND - 6, 5, 4, '#7fa9c9'),
        ellipse(230 + side * 90, GROUND - 18, 4, 3, '#7fa9c9'),
      ]);
      return {
        back: [
          ...outdoors(random, { sky: '#9aa9b8', far: '#7a9a7a', grass: '#6a9a5a', sun: false, horizon: 220 }),
          ...tree(60, 240, 60, '#4f7a4a'),
          ...rain(random, 30),
        ],
        middle: [...puddle(230, GROUND + 8, 240), ...puddle(420, 336, 70)],
        front: [...ride.shapes, ...heldAs('umbrella', [...scaledAbout([cover], canopy, 1.3), shaft]), ...splash],
      };
    },
    restaged: [holdingTheUmbrella, jumpingTogether],
  },
];
