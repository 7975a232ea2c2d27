// The recurring cast, drawn once: a grandma, a grandpa and their grandchild. Each stands with their
// feet at 0,0, facing us; a scene places them and chooses what their arms do. Every treatment
// draws these same shapes, which is how the characters stay the same in every art style.
import { circle, ellipse, limb, line, path, type Role, rect, type Shape } from './shapes.ts';

/** down: at the side; wave: raised high; hold: forward to the chest, holding something. */
export type Arm = 'down' | 'wave' | 'hold';
interface Pose {
  left?: Arm;
  right?: Arm;
}

type Point = readonly [number, number];
interface ArmShape {
  shoulder: Point;
  bend: Record<Arm, Point>;
  hand: Record<Arm, Point>;
  width: number;
  sleeve: Role;
  handSize: number;
}

const mirror = ([x, y]: Point): Point => [-x, y];

/** Where each hand is in the figure's own coordinates, for props held or strings pulled. */
export function handAt(shape: ArmShape, side: 'left' | 'right', arm: Arm): Point {
  return side === 'left' ? shape.hand[arm] : mirror(shape.hand[arm]);
}

function arms(shape: ArmShape, { left = 'down', right = 'down' }: Pose): Shape[] {
  return (['left', 'right'] as const).flatMap((side) => {
    const arm = side === 'left' ? left : right;
    const flip = side === 'left' ? (point: Point) => point : mirror;
    const [s, b, h] = [flip(shape.shoulder), flip(shape.bend[arm]), flip(shape.hand[arm])];
    return [
      limb(`M${s[0]},${s[1]} Q${b[0]},${b[1]} ${h[0]},${h[1]}`, shape.sleeve, shape.width),
      circle(h[0], h[1], shape.handSize, 'skin'),
    ];
  });
}

const lens = (cx: number, cy: number) => line(`M${cx - 6.5},${cy} a6.5,6.5 0 1,0 13,0 a6.5,6.5 0 1,0 -13,0`, 'ink', 1.6);

export const GRANDMA_ARMS: ArmShape = {
  shoulder: [-19, -106],
  bend: { down: [-30, -92], wave: [-38, -114], hold: [-30, -84] },
  hand: { down: [-31, -64], wave: [-40, -142], hold: [-9, -78] },
  width: 9,
  sleeve: 'cardigan',
  handSize: 5.5,
};

/** Grandma's head alone, for a picture inside a picture (a video call). */
export function grandmaHead(): Shape[] {
  return [
    path('M-22,-134 Q-25,-162 0,-163 Q25,-162 22,-134 Q20,-150 8,-153 Q-2,-146 -12,-152 Q-20,-148 -22,-134 Z', 'hairGrey'),
    circle(0, -165, 9, 'hairGrey'),
    circle(0, -138, 21, 'skin'),
    path('M-22,-136 Q-24,-156 -8,-159 Q-16,-150 -17,-136 Z', 'hairGrey'),
    path('M22,-136 Q24,-156 8,-159 Q16,-150 17,-136 Z', 'hairGrey'),
    circle(-8, -137, 2, 'ink'),
    circle(8, -137, 2, 'ink'),
    lens(-8, -137),
    lens(8, -137),
    line('M-1.5,-138 Q0,-140 1.5,-138', 'ink', 1.6),
    line('M-7,-127 Q0,-121 7,-127'),
    circle(-14, -128, 3.5, 'cheek'),
    circle(14, -128, 3.5, 'cheek'),
  ];
}

export function grandma(pose: Pose = {}): Shape[] {
  return [
    rect(-13, -30, 8, 27, 'skin', 3),
    rect(5, -30, 8, 27, 'skin', 3),
    ellipse(-10, -3, 10, 4.5, 'shoe'),
    ellipse(10, -3, 10, 4.5, 'shoe'),
    path('M-20,-110 Q0,-116 20,-110 L34,-30 Q0,-24 -34,-30 Z', 'dress'),
    path('M-20,-110 L-7,-111 L-12,-34 L-33,-31 Z', 'cardigan'),
    path('M20,-110 L7,-111 L12,-34 L33,-31 Z', 'cardigan'),
    circle(-10, -92, 1.8, 'white'),
    circle(-11, -74, 1.8, 'white'),
    circle(-12, -56, 1.8, 'white'),
    rect(-5, -121, 10, 12, 'skin'),
    path('M-8,-111 L0,-101 L8,-111 Z', 'white'),
    ...arms(GRANDMA_ARMS, pose),
    ...grandmaHead(),
  ];
}

export const GRANDPA_ARMS: ArmShape = {
  shoulder: [-22, -120],
  bend: { down: [-33, -104], wave: [-42, -128], hold: [-32, -96] },
  hand: { down: [-34, -76], wave: [-46, -158], hold: [-10, -90] },
  width: 10,
  sleeve: 'shirt',
  handSize: 6,
};

export function grandpa(pose: Pose = {}): Shape[] {
  return [
    path('M-19,-76 L19,-76 L17,-5 L3,-5 L0,-48 L-3,-5 L-17,-5 Z', 'trousers'),
    ellipse(-10, -4, 11, 5, 'shoe'),
    ellipse(10, -4, 11, 5, 'shoe'),
    path('M-24,-124 Q0,-130 24,-124 L22,-72 L-22,-72 Z', 'shirt'),
    path('M-21,-123 L-6,-125 L0,-106 L6,-125 L21,-123 L22,-74 Q0,-68 -22,-74 Z', 'vest'),
    circle(0, -97, 1.8, 'white'),
    circle(0, -87, 1.8, 'white'),
    rect(-6, -133, 12, 10, 'skin'),
    ...arms(GRANDPA_ARMS, pose),
    circle(-22, -150, 5, 'skin'),
    circle(22, -150, 5, 'skin'),
    circle(0, -150, 22, 'skin'),
    path('M-23,-148 Q-26,-170 -11,-171 Q-18,-162 -17,-146 Z', 'hairGrey'),
    path('M23,-148 Q26,-170 11,-171 Q18,-162 17,-146 Z', 'hairGrey'),
    line('M-6,-171 Q0,-175 6,-171', 'hairGrey', 2.5),
    line('M-13,-158 Q-8,-162 -3,-158', 'hairGrey', 3.2),
    line('M13,-158 Q8,-162 3,-158', 'hairGrey', 3.2),
    circle(-8, -151, 2.2, 'ink'),
    circle(8, -151, 2.2, 'ink'),
    circle(0, -145, 4, 'cheek'),
    path('M-12,-138 Q-6,-145 0,-140 Q6,-145 12,-138 Q6,-134 0,-137 Q-6,-134 -12,-138 Z', 'hairGrey'),
    line('M-6,-132 Q0,-128 6,-132'),
    circle(-15, -142, 3.5, 'cheek'),
    circle(15, -142, 3.5, 'cheek'),
  ];
}

export const CHILD_ARMS: ArmShape = {
  shoulder: [-14, -74],
  bend: { down: [-21, -63], wave: [-26, -84], hold: [-20, -58] },
  hand: { down: [-22, -48], wave: [-28, -102], hold: [-5, -58] },
  width: 7,
  sleeve: 'skin',
  handSize: 4.5,
};

export function grandchild(pose: Pose = {}): Shape[] {
  return [
    rect(-11, -32, 7, 27, 'skin', 3),
    rect(4, -32, 7, 27, 'skin', 3),
    ellipse(-8, -4, 9, 4.5, 'shoe'),
    ellipse(8, -4, 9, 4.5, 'shoe'),
    path('M-15,-52 L15,-52 L16,-28 L2,-28 L0,-38 L-2,-28 L-16,-28 Z', 'shorts'),
    path('M-16,-77 Q0,-81 16,-77 L15,-49 L-15,-49 Z', 'childShirt'),
    line('M-15,-67 L15,-67', 'accent', 2.5),
    line('M-15,-58 L15,-58', 'accent', 2.5),
    ...arms(CHILD_ARMS, pose),
    path('M-16,-77 L-23,-68 L-15,-63 Z', 'childShirt'),
    path('M16,-77 L23,-68 L15,-63 Z', 'childShirt'),
    circle(0, -96, 20, 'skin'),
    path('M-21,-98 Q-23,-120 0,-119 Q23,-120 21,-98 Q16,-110 6,-108 Q2,-114 -4,-109 Q-12,-112 -21,-98 Z', 'hairChild'),
    line('M0,-119 Q3,-127 9,-125', 'hairChild', 3),
    circle(-7, -95, 2.4, 'ink'),
    circle(7, -95, 2.4, 'ink'),
    path('M-6,-87 Q0,-80 6,-87 Z', 'ink'),
    circle(-12, -88, 3.5, 'cheek'),
    circle(12, -88, 3.5, 'cheek'),
  ];
}
