// One person drawn in a pose, the way an artist's manner draws people: back hair, far arm, legs,
// body and clothes, head and face, front hair, near arm, in that order, so overlapping parts sit
// where a real body puts them. Every shape is marked with who it belongs to, and the head and hands
// as parts, so a picture can be measured (framing, touch) and each artist can treat skin and cloth.
import { apartFrom, darker, mix } from '../colour.ts';
import type { FacialHair } from '../family.ts';
import { ellipse, type FigureId, type Point, polygon, type Shape } from '../shapes.ts';
import { clothesShapes } from './clothes.ts';
import { faceShapes, featuresOf } from './face.ts';
import { facialHairShapes } from './facial-hair.ts';
import { glassesShapes } from './glasses.ts';
import { type HairShape, hairShapes } from './hair.ts';
import { hand } from './hands.ts';
import { skullShape } from './head-shape.ts';
import { arm, leg, shoe } from './limbs.ts';
import { type FreeReach, type Manner, PLAIN_MANNER } from './manner.ts';
import type { Mood } from './mood.ts';
import type { Clothes } from './palette.ts';
import { type Joints, jointsOf, type Pose } from './pose.ts';
import { type Build, proportionsOf } from './proportions.ts';

export interface Look {
  id: FigureId;
  build: Build;
  skin: string;
  hair: HairShape;
  hairColour: string;
  /** Ribbons and bows. */
  accent: string;
  glasses: boolean;
  facialHair: FacialHair;
  clothes: Clothes;
  /** Grandparents wear an open cardigan over a shirt. */
  cardigan: boolean;
}

/**
 * The neck from the shoulders' middle up into the head, however far the figure bends: a square at the
 * shoulders left a bending grandparent's head "floating off his body on a brown square".
 */
function neckOf({ neck, head }: Joints, half: number, colour: string) {
  const [dx, dy] = [head[0] - neck[0], head[1] - neck[1]];
  const length = Math.hypot(dx, dy) || 1;
  const [nx, ny] = [-dy / length, dx / length];
  const top: Point = [neck[0] + dx * 0.7, neck[1] + dy * 0.7];
  // Its foot a third of the way toward where the head leans, inside the collar still: rising from the collar's
  // middle, a leaning head left the back of the neck out behind it, "a neck coming out of the back of his collar"
  // and "his head floats in front of his body" (fault checks after review 149).
  const bottom: Point = [neck[0] + dx * 0.35 - (dx / length) * 3, neck[1] - (dy / length) * 3];
  return polygon(
    [
      [bottom[0] + nx * half, bottom[1] + ny * half],
      [top[0] + nx * half, top[1] + ny * half],
      [top[0] - nx * half, top[1] - ny * half],
      [bottom[0] - nx * half, bottom[1] - ny * half],
    ],
    colour,
  );
}

export interface Drawn {
  shapes: Shape[];
  joints: Joints;
}

/** How far a head tilts, in radians per head radius it leans. */
const HEAD_TILT = 0.35;

/** The far arm's and leg's colour: a shade deeper than the near ones'. */
export const farShade = (colour: string): string => darker(colour, 0.12);

/** A person without the near arm and hand, for a scene to lay what they hold (or someone) over the body. */
export const withoutNearArm = (drawn: Drawn): Shape[] => drawn.shapes.filter((shape) => !shape.nearArm);

/** A person's near arm and hand, laid over what the scene put before the body. */
export const nearArmOf = (drawn: Drawn): Shape[] => drawn.shapes.filter((shape) => shape.nearArm);

/** Half-moon readers are a grandparent's: a grandchild's glasses in the same artist's hand are fine wire. */
const framesFor = (look: Look, manner: Manner) =>
  manner.face.frames === 'half' && look.build !== 'grandparent' ? 'wire' : manner.face.frames;

export function drawFigure(look: Look, pose: Pose, mood: Mood = 'smile', manner: Manner = PLAIN_MANNER): Drawn {
  const size = proportionsOf(look.build, manner);
  const s = pose.scale ?? 1;
  // An artist's lively free arms belong to lively moods: nobody waves while rocking a baby to sleep.
  const lively = mood !== 'calm' && mood !== 'sleepy';
  const free = (reach: Pose['front']): Pose['front'] => {
    if (typeof reach !== 'string') return reach;
    // A seated figure's idle hand rests in its lap, whatever the artist does with a standing one's: held out
    // or flung up in the air it reads as a puppet's (two people over an album with their arms flung out).
    if (pose.stance === 'sit' && (reach === 'down' || reach === 'hip')) return 'lap';
    return lively ? (manner.freeArms?.[reach as FreeReach] ?? reach) : reach;
  };
  const posed = {
    ...pose,
    // In a skirt, kneeling is sitting back on the heels: on one knee, the skirt over the raised thigh read as "a
    // brown boulder", then, hung level from the knee, as a seat that was not there ("sits on nothing", review 138).
    heels: pose.stance === 'kneel' && look.clothes.skirt !== undefined,
    lean: (pose.lean ?? 0) * (1 + manner.verve),
    front: free(pose.front ?? 'down'),
    back: free(pose.back ?? 'down'),
  };
  const j = jointsOf(posed, size);
  const { clothes } = look;
  const head = { x: j.head[0], y: j.head[1], r: j.headRadius, facing: pose.facing * (manner.face.turn ?? 1) };
  const hair = hairShapes(look.hair, head, look.hairColour, look.accent, manner.face.hair);
  const shade = darker(look.skin, 0.18);
  const baby = look.build === 'baby';
  const sleeve = baby ? (clothes.bib ?? clothes.top) : clothes.top;
  // A grandparent's stockings stand apart from the skirt over them: mixed from a dark skin alone, they took the
  // skirt's brown and the legs under it read as "lumps" of one colour (review 100).
  const stockings = () =>
    look.build === 'grandparent'
      ? apartFrom([mix(look.skin, '#6b5a66', 0.5), mix(look.skin, '#c8bcc4', 0.6)], [clothes.bib ?? clothes.bottom], 40)
      : look.skin;
  // A baby in a dress has bare legs: in its pinafore's colour, they melted into it, "a girl with no legs" (review 138).
  const legColour = baby ? (clothes.skirt ? look.skin : sleeve) : clothes.skirt ? stockings() : clothes.bottom;
  const behind = pose.facing > 0 ? 0 : 1;
  const before = behind === 0 ? 1 : 0;
  // The far arm and leg a shade deeper, as an illustrator turns them from the light: in one colour, a seated
  // pair of legs or a kneeling one "merged into one blob" (review 130). Stockings under a skirt show only below
  // its hem and stay one colour, kept apart from the skirt's.
  const far = (colour: string, side: 0 | 1) => (side === behind && !manner.oneCrayon ? farShade(colour) : colour);
  const armWithHand = (side: 0 | 1) => [
    arm(j, side, size, s, far(sleeve, side), manner, side === behind),
    hand(j, side, size, s, look.skin, manner.anatomy?.hand),
  ];
  // Marked, so a picture can tell where someone's feet are and a scene can lay a rider's legs over a carrier.
  const sits = pose.stance === 'sit' ? { sits: { on: j.hip, raised: pose.y - j.hip[1] > 16 * s } } : {};
  // A foot that dangles from a high seat points its toe down, as a rider's does: level in the air, a toddler's
  // shoes on a tall stool read as "blobs floating off the stool" (review 128).
  const dangles = (side: 0 | 1) => pose.stance === 'sit' && pose.feet === undefined && pose.y - j.feet[side][1] > 12 * s;
  const wayOf = (side: 0 | 1) =>
    pose.stance === 'astride' || dangles(side) ? 'hangs' : pose.stance === 'kneel' && (side === behind || posed.heels) ? 'tucked' : 'level';
  const legWithShoe = (side: 0 | 1): Shape[] => [
    {
      ...leg(j, side, size, s, look.build === 'grandparent' && clothes.skirt ? legColour : far(legColour, side), manner),
      part: 'leg',
      ...sits,
    },
    // A baby's booties a shade deeper than its suit: the same colour, feet and legs read as one lump.
    {
      ...shoe(j, side, size, s, pose.facing, baby ? darker(sleeve, 0.28) : clothes.shoes, wayOf(side), manner.anatomy?.foot),
      part: 'leg',
    },
  ];
  const hood = clothes.hood ? [ellipse(j.neck[0] - pose.facing * 5 * s, j.neck[1] - 3 * s, 12 * s, 9 * s, darker(clothes.top, 0.15))] : [];
  // A head leaning toward someone tilts that way too, turning about its middle: moved over whole and upright, a
  // leaning head read as stiff, "a head on a stick".
  const tilt = (posed.lean ?? 0) * pose.facing * HEAD_TILT;
  const [cos, sin] = [Math.cos(tilt), Math.sin(tilt)];
  const tilted = (shape: Shape): Shape =>
    tilt === 0
      ? shape
      : {
          ...shape,
          points: shape.points.map(([x, y]) => [
            head.x + (x - head.x) * cos - (y - head.y) * sin,
            head.y + (x - head.x) * sin + (y - head.y) * cos,
          ]),
        };
  // Beard and glasses sit where this artist puts the features.
  const features = featuresOf(head, manner.face);
  const headShapes: Shape[] = [
    { ...skullShape(head, manner.face, look.skin), nape: look.hair === 'grandpa-bald' ? look.skin : look.hairColour },
    ...facialHairShapes(features, look.build === 'grandparent' ? look.facialHair : 'none', look.hairColour),
    ...faceShapes(head, mood, look.skin, shade, manner.face, look.build === 'grandparent'),
    ...(look.glasses ? glassesShapes(features, look.skin, framesFor(look, manner), manner.face.layout?.spread) : []),
    ...hair.front,
  ].map((shape) => ({ ...tilted(shape), part: 'head' as const }));
  // The near sleeve goes under the head and its hand over it: an artist's big head sits over the near
  // shoulder, and an arm drawn over the head started at the chin or the cheek ("an arm out of his beard").
  const [nearArm, nearHand] = armWithHand(before).map((shape) => ({ ...shape, nearArm: true }));
  const shapes: Shape[] = [
    ...hair.back.map(tilted),
    ...armWithHand(behind),
    ...legWithShoe(behind),
    ...legWithShoe(before),
    ...hood,
    ...clothesShapes(look, j, posed, size, s, manner),
    neckOf(j, 3.5 * s, shade),
    nearArm,
    ...headShapes,
    nearHand,
  ];
  return { shapes: shapes.map((shape) => ({ ...shape, who: look.id })), joints: j };
}
