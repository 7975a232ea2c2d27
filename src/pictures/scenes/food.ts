// Cooking and treats: baking cookies, Sunday pancakes, an ice cream shared on a bench, a picnic,
// homemade pizza, a lemonade stand, birthday candles.
import { nearArmOf, withoutNearArm } from '../figures/figure.ts';
import { basket, bowl, cookies, flour, iceCream, jug, pan, pizza } from '../props/food.ts';
import { fence, tree } from '../props/garden.ts';
import { stove } from '../props/household.ts';
import { lettered } from '../props/lettering.ts';
import { parkBench } from '../props/places.ts';
import { gingham } from '../props/things.ts';
import { GROUND, outdoors, shadow } from '../settings.ts';
import { ellipse, heldAs, layers, polygon, rect, type Shape } from '../shapes.ts';
import { firstCupPoured } from './food-restaged.ts';
import { coneHeldDown } from './ice-cream.ts';
import { COUNTER_TOP, childAtCounter, kitchen, kitchenCounter } from './kitchen.ts';
import { elder, handOf, kid, type SceneDrawing } from './scene.ts';
import { pancakeFromTheStool, stirringOnTheFloor } from './third-kitchen.ts';
import { pouringTogether, spinningTogether } from './third-together.ts';

export const FOOD_SCENES: SceneDrawing[] = [
  {
    id: 'baking-cookies',
    draw(cast, random) {
      // The flour spilt on the counter beside her, not before her: white on her skirt it read as polka dots,
      // and her sleeve, cardigan and skirt as "a shapeless blob".
      const grandma = elder(cast, 0, { x: 180, y: 312, facing: 1, front: [234, COUNTER_TOP - 8], back: [214, COUNTER_TOP - 2] }, 'open');
      // The grandchild's hand round the spoon's handle, over it: at the rim beside it, the spoon "stood in the
      // bowl with no hand holding it" (review 112).
      const child = childAtCounter(cast, 300, -1, [258, COUNTER_TOP - 34]);
      const front = [
        ...kitchenCounter(80, 320),
        ...heldAs('bowl', bowl(240, COUNTER_TOP - 4, '#4fa3d9')),
        // The tray down on the counter's top: above it by a finger's width, it "hovers above the counter" (review 134).
        ...cookies(320, COUNTER_TOP + 2, 4),
        ...flour(118, COUNTER_TOP - 6),
      ];
      // Only a hand above the counter's top comes forward: one at the hip stays behind the counter.
      const hand = (shape: Shape) => shape.part === 'hand' && shape.points.every(([, y]) => y < COUNTER_TOP);
      const body = child.drawn.shapes.filter((shape) => !hand(shape));
      return layers(
        kitchen(random),
        [...grandma.shapes, ...(child.onTop ? [] : body)],
        [...front, ...(child.onTop ? body : []), ...child.drawn.shapes.filter(hand)],
      );
    },
    restaged: [stirringOnTheFloor],
  },
  {
    id: 'flipping-pancakes',
    draw(cast, random) {
      // The pan held out at arm's length, clear of his face, whoever draws the head big.
      const grandpa = elder(cast, 0, { x: 320, y: 322, facing: -1, front: [272, 184], back: 'hip' }, 'open');
      const child = kid(
        cast,
        { x: 170, y: 322, facing: 1, front: [226, 322 - (cast.age === 'child' ? 96 : 70)], back: 'hip' },
        'surprised',
      );
      const [hx, hy] = child.joints.hands[1];
      return layers(
        [...kitchen(random, '#e3eef0'), ...stove(370, 300)],
        [shadow(180, 324, 60), shadow(320, 324, 80)],
        [
          ...grandpa.shapes,
          ...heldAs('pan', pan(212, 174, 44, 1)),
          // The plate out on the flat of the hand, the thumb over its rim: laid over the hand, it hid it and the plate
          // "hovers at the end of the child's sleeve" (review 122).
          ...withoutNearArm(child),
          ellipse(hx + 14, hy - 2, 22, 5, '#ffffff'),
          ellipse(hx + 14, hy - 5, 14, 4, '#e3a95a'),
          ...nearArmOf(child),
        ],
      );
    },
    restaged: [pancakeFromTheStool],
  },
  {
    id: 'sharing-ice-cream',
    draw(cast, random) {
      const grandma = elder(cast, 0, { x: 190, y: GROUND, facing: 1, stance: 'sit', seat: 48, front: [236, 226], back: 'hip', lean: 0.2 });
      const child = kid(
        cast,
        { x: 282, y: GROUND, facing: -1, stance: 'sit', seat: 48, front: [246, 232], back: 'hip', lean: 0.2 },
        'open',
      );
      return layers(
        [...outdoors(random, { horizon: 210, sun: [420, 50] }), ...tree(60, 230, 70), ...tree(420, 226, 56)],
        [...parkBench(130, GROUND, 220), shadow(240, GROUND + 2, 240)],
        [...grandma.shapes, ...child.shapes, ...heldAs('ice cream', iceCream(240, 222, '#f3d2dc'))],
      );
    },
    restaged: [coneHeldDown],
  },
  {
    id: 'picnic-in-the-park',
    draw(cast, random) {
      const left = elder(cast, 0, { x: 150, y: 316, facing: 1, stance: 'sit', seat: 10, front: [214, 262], back: 'hip' });
      const right = elder(cast, 1, { x: 350, y: 316, facing: -1, stance: 'sit', seat: 10, front: [290, 262], back: 'hip' }, 'open');
      const child = kid(
        cast,
        {
          x: 250,
          y: 320,
          facing: cast.elders.length > 1 ? 1 : -1,
          stance: 'kneel',
          front: [cast.elders.length > 1 ? 290 : 214, 264],
          back: 'hip',
        },
        'open',
      );
      return layers(
        [...outdoors(random, { horizon: 200 }), ...tree(400, 220, 90)],
        [
          ...gingham(
            [
              [60, 290],
              [420, 286],
              [460, 346],
              [30, 350],
            ],
            '#d9483b',
          ),
          ...basket(240, 300),
          // Near the grown-up's knee, inside a close artist's frame: at the cloth's far corner the frame cut it in half
          // and it read as "a beer mug cut off at the edge" (review 115).
          ...jug(386, 330),
        ],
        [
          ...left.shapes,
          ...right.shapes,
          ...child.shapes,
          ...[left.joints.hands[1], right.joints.hands[0]]
            .slice(0, cast.elders.length)
            .map(([x, y]) => rect(x - 9, y - 8, 18, 10, '#f2d59a')),
        ],
      );
    },
  },
  {
    id: 'making-pizza',
    draw(cast, random) {
      // The dough spins on one hand raised high beside the head, whatever size the artist draws the head.
      // The other hand scatters the toppings over the counter: hanging behind it, the arm was gone ("one arm").
      const grandpa = elder(cast, 0, { x: 310, y: 312, facing: -1, front: 'up', back: [272, COUNTER_TOP - 14] }, 'open');
      const child = childAtCounter(cast, 180, 1, [226, COUNTER_TOP - 16]);
      const [hx, hy] = handOf(grandpa, -1, 'front');
      const dough = [ellipse(hx, hy - 10, 30, 8, '#f2dca8', { held: 'dough' })];
      const front = [...kitchenCounter(70, 340, '#c9a27a'), ...pizza(230, COUNTER_TOP - 6), ...flour(380, COUNTER_TOP - 6)];
      return layers(
        [...kitchen(random, '#f6e3c9'), ellipse(420, 200, 40, 40, '#f29a4a', { opacity: 0.4 })],
        [...grandpa.shapes, ...dough, ...(child.onTop ? [] : child.drawn.shapes)],
        [...front, ...(child.onTop ? child.drawn.shapes : [])],
      );
    },
    restaged: [spinningTogether],
  },
  {
    id: 'lemonade-stand',
    draw(cast, random) {
      const baby = cast.age === 'baby';
      const child = baby
        ? kid(cast, { x: 200, y: 236, facing: 1, stance: 'sit', seat: 0, front: [236, 214], back: 'hip' }, 'open')
        : // A toddler stands on a crate behind the stand: on the ground, only its head showed over the counter.
          kid(cast, { x: 230, y: cast.age === 'toddler' ? 264 : 290, facing: 1, front: [268, 210], back: [250, 222] }, 'open');
      const grandma = elder(cast, 0, { x: 370, y: GROUND, facing: -1, front: [300, 214], back: 'hip' }, 'smile');
      return layers(
        [...outdoors(random, { horizon: 230, sun: [420, 56] }), ...fence(230), ...tree(60, 250, 60)],
        [
          polygon(
            [
              [130, 120],
              [330, 120],
              [350, 150],
              [110, 150],
            ],
            '#f2c94c',
          ),
          ...[130, 180, 230, 280].map((x) =>
            polygon(
              [
                [x, 120],
                [x + 25, 120],
                [x + 30, 150],
                [x + 2, 150],
              ],
              '#ffffff',
            ),
          ),
          rect(124, 150, 8, 90, '#9a6a42'),
          rect(328, 150, 8, 90, '#9a6a42'),
        ],
        [
          ...(baby ? [] : child.shapes),
          rect(110, 228, 240, 90, '#e9b44c'),
          rect(130, 246, 200, 44, '#fbf3e4'),
          ellipse(180, 268, 14, 14, '#f6d04d'),
          ...lettered('LEMONADE', 262, 268, 16, '#d9483b'),
          ...jug(270, 226),
          ...(baby ? child.shapes : []),
          ...grandma.shapes,
          rect(296, 206, 12, 16, '#f6e27a'),
        ],
      );
    },
    restaged: [firstCupPoured, pouringTogether],
  },
];
