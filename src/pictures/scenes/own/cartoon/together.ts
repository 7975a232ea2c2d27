// Two of the cartoonist's own stagings where the shared ones drew what watercolour draws: the first hello
// as a family squeeze, and the porch sunset on the porch swing.
import { flower } from '../../../props/garden.ts';
import { crib } from '../../../props/home.ts';
import { heart } from '../../../props/things.ts';
import { room, sunset } from '../../../settings.ts';
import { layers, line, type Point, rect, type Shape } from '../../../shapes.ts';
import { armRound, handAtTheBack, inArms } from '../../holding.ts';
import type { SceneCast, Staging } from '../../scene.ts';
import { elder, kid } from '../../scene.ts';

/**
 * First hello: a family squeeze. Grandma holds the grandchild close in her arms, Grandpa leans in from
 * behind with his arm round them both, hearts popping over their heads. On a lap with Grandpa standing by,
 * it was "the same drawing" as watercolour's (review 91).
 */
export const familySqueeze: Staging = (cast) => {
  const floor = 322;
  const held =
    cast.age === 'baby'
      ? inArms(cast, 0, { x: 250, y: floor, facing: -1, lean: 0.3 }, { front: 'hold', back: 'hip' }, ['laugh', 'laugh'])
      : squeezedToHerSide(cast, floor);
  const [, back] = held.holder.joints.shoulders;
  const squeeze =
    cast.elders.length > 1
      ? elder(cast, 1, { x: 320, y: floor, facing: -1, front: [back[0] - 4, back[1] + 10], back: 'hip', lean: 0.4 }, 'laugh')
      : undefined;
  const people = squeeze ? armRound(squeeze, { ...held.holder, shapes: held.shapes }) : held.shapes;
  const heads = [held.holder, held.child].map(({ joints }) => joints);
  const [x, top] = [
    Math.min(...heads.map(({ head, headRadius }) => head[0] - headRadius)) - 16,
    Math.min(...heads.map(({ head, headRadius }) => head[1] - headRadius)),
  ];
  return layers(
    [...room({ wall: '#fde2ec', floor: '#d9a066', floorY: 250 })],
    // The crib the grandchild was lifted from, corner posts and all: a bare rail read as "a gate" (review 111).
    [...crib(116, floor)],
    // The hearts popping up beside the heads: over them, at the top of the stage, the camera's close framing cut one
    // off at the picture's top edge (reviews 132, 133).
    [
      ...people,
      ...[
        [0, -14, 12],
        [-22, -2, 9],
        [-6, 6, 7],
      ].map(([dx, up, size]) => heart(x + dx, top - up, size, '#e0457b')),
    ],
  );
};

/**
 * A grandchild big enough to stand is squeezed to her side on its own feet, her arm round its shoulders, both
 * waving: held up in her arms, a cartoon toddler's legs tucked under it "floats in mid-air" (review 120).
 */
function squeezedToHerSide(cast: SceneCast, floor: number) {
  // It waves with the hand away from her: the near hand's wave, a short arm under a big head, lay "over the girl's
  // eye" (review 132).
  const child = kid(cast, { x: 196, y: floor, facing: 1, front: 'hip', back: 'wave' }, 'laugh');
  const [far, near] = [...child.joints.shoulders].sort((a, b) => a[0] - b[0]);
  // Her hand at its far side below the shoulder, under the big cartoon head; where her arm cannot reach so far
  // round (a toddler beside a tall grandparent), on its near shoulder: stopped short, her puffy hand lay on its face.
  const below = (shoulder: Point): Point => [shoulder[0] - 3, shoulder[1] + Math.max(11, (child.joints.hip[1] - shoulder[1]) * 0.4)];
  const round = (hand: Point) => elder(cast, 0, { x: 262, y: floor, facing: -1, lean: 0.3, front: hand, back: 'wave' }, 'laugh');
  const reaching = round(below(far));
  const reached = Math.hypot(...([0, 1] as const).map((axis) => reaching.joints.hands[0][axis] - below(far)[axis])) < 2;
  const holder = reached ? reaching : round(below(near));
  return { holder, child, shapes: armRound(holder, child) };
}

/** The porch swing: a seat on two chains from the porch roof, with a back to lean on. */
const porchSwing = (left: number, seat: number, width: number): Shape[] => [
  ...[left + 8, left + width - 8].map((x) =>
    line(
      [
        [x, 0],
        [x, seat - 40],
      ],
      '#4a4a50',
      3,
      { smooth: false },
    ),
  ),
  rect(left, seat - 46, width, 30, '#c0673e'),
  rect(left - 6, seat - 16, width + 12, 14, '#d9763b'),
];

/**
 * Porch sunset: side by side on the porch swing, Grandma's arm round the grandchild,
 * the big sun going down. On the steps it was "the same drawing" as watercolour's (review 91); a baby on her lap
 * hid her face behind its big head (review 99).
 */
export const onThePorchSwing: Staging = (cast, random) => {
  // Sat on the plank (its top 16 above `seat`), low enough for a grown-up's feet to rest on the boards: hung higher,
  // they stretched "impossibly down to the floor" (review 143).
  const seat = 304;
  // Their thighs on the plank's top, its face showing below them: sat with the thighs' middle on its top edge, the
  // thighs covered its face and the child sat "on air in front of the swing" (reviews 143, 144).
  const [floor, height] = [340, 340 - (seat - 16) + 7];
  // Turned to each other, the grandchild on our left: side by side facing the sun with her on the left, it was
  // watercolour's porch steps "with a different surface" (review 125).
  const people = () => {
    // A baby sits with its legs out along the plank, as babies sit: hanging from so high a seat, its short legs were
    // "just one shoe stuck on Grandma's knee" (two fault checks after review 149).
    const top = floor - height;
    const feet: [Point, Point] | undefined =
      cast.age === 'baby'
        ? [
            [224, top - 2],
            [238, top - 1],
          ]
        : undefined;
    const child = kid(cast, { x: 210, y: floor, facing: 1, stance: 'sit', seat: height, front: 'down', back: 'down', feet }, 'laugh');
    // Her arm behind its back, her hand showing past it below its big head: at its far shoulder, under the head,
    // the hand showed at its chin, and drawn over the grandchild the arm crossed its chest.
    const far = handAtTheBack(child, 1, 8);
    const grandma = elder(
      cast,
      0,
      { x: 278, y: floor, facing: -1, stance: 'sit', seat: height, front: far, back: 'lap', lean: 0.3 },
      'smile',
    );
    return [...grandma.shapes, ...child.shapes];
  };
  return layers(
    [
      ...sunset(random, { bands: [70, 60], sun: [350, 200, 46], horizon: 240 }),
      rect(0, 300, 480, 60, '#a86a4a'),
      rect(0, 296, 480, 6, '#7a4a2a'),
    ],
    // Wide enough to show either side of them, so they sit on it: its front edge over their laps, their legs read
    // as passing "straight through the swing seat" (review 138); as wide as the two of them, they sat "in front of
    // the swing seat, on nothing" (review 134).
    [...porchSwing(120, seat, 230), ...flower(420, 320, 30, '#e0457b')],
    people(),
  );
};
