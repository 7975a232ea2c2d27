// The near sleeve goes under the head and its hand over it: an artist's big head sits over the near
// shoulder, and a sleeve drawn over the head began at the chin or the cheek ("an arm out of his beard").
import { expect, test } from 'vitest';
import { ARTISTS } from '../artists/index.ts';
import { childLook, elderLook } from '../cast.ts';
import { SAMPLE_FAMILIES } from '../samples.ts';
import type { Shape } from '../shapes.ts';
import { drawFigure } from './figure.ts';
import { shoe } from './limbs.ts';
import { proportionsOf } from './proportions.ts';

/** The near sleeve: drawn just before the head. */
const nearSleeve = (shapes: Shape[]) => shapes[shapes.findIndex((shape) => shape.part === 'head') - 1];

test.each(ARTISTS.map((artist) => [artist.id, artist.manner] as const))(
  '%s: the head lies over the near sleeve, the hand over the head',
  (_, manner) => {
    const look = elderLook(SAMPLE_FAMILIES.default.grandparents[0], 0);
    for (const front of [[250, 200], [250, 240], 'forward', 'hold', 'up'] as const) {
      const { shapes, joints } = drawFigure(look, { x: 200, y: 318, facing: 1, front, lean: 0.3 }, 'smile', manner);
      const sleeve = nearSleeve(shapes);
      // The sleeve begins where the artist's arm leaves the body (the shoulder, or in a child's drawing lower
      // down its side), under the head, and runs out to the near hand drawn last.
      const [sx, shoulderY] = joints.shoulders[1];
      const sy = shoulderY + (joints.hip[1] - shoulderY) * (manner.anatomy?.armsFrom ?? 0);
      expect(Math.min(...sleeve.points.map(([x, y]) => Math.hypot(x - sx, y - sy))), String(front)).toBeLessThan(
        proportionsOf('grandparent', manner).limb,
      );
      expect(shapes.at(-1)?.part).toBe('hand');
      expect(shapes.findLastIndex((shape) => shape.part === 'head')).toBe(shapes.length - 2);
    }
  },
);

// Raised past the head, the near arm goes out beside it: bent where its length put it, a big head's
// raised arm ran up across its own eye.
test.each(ARTISTS.map((artist) => [artist.id, artist.manner] as const))('%s: a raised near arm stays off its own face', (_, manner) => {
  for (const build of ['grandparent', 'child'] as const) {
    const look = build === 'grandparent' ? elderLook(SAMPLE_FAMILIES.default.grandparents[0], 0) : childLook(SAMPLE_FAMILIES.default.child);
    const width = proportionsOf(build, manner).limb;
    const probe = drawFigure(look, { x: 200, y: 318, facing: 1 }, 'smile', manner).joints;
    const overhead: [number, number] = [probe.head[0] + probe.headRadius * 0.8, probe.head[1] - probe.headRadius * 2.2];
    for (const front of [overhead, 'up'] as const) {
      const { shapes, joints } = drawFigure(look, { x: 200, y: 318, facing: 1, front }, 'smile', manner);
      // Beyond the head's lower half, where the sleeve comes out from under it.
      const seen = nearSleeve(shapes).points.filter(([, y]) => y < joints.head[1]);
      const nearest = Math.min(...seen.map(([x, y]) => Math.hypot(x - joints.head[0], y - joints.head[1])));
      expect(nearest, `${build}, ${front}`).toBeGreaterThan(joints.headRadius * 0.8 - width * 0.5);
    }
  }
});

/** How wide a band is at each point along it: its sides, one out and the other back. */
const widths = (points: readonly (readonly [number, number])[]) =>
  Array.from({ length: (points.length - 2) / 2 }, (_, index) => {
    const [a, b] = [points[1 + index], points[points.length - 1 - index]];
    return Math.hypot(a[0] - b[0], a[1] - b[1]);
  });

// The cartoonist draws arms and legs as an animator does, one even tube curved through the bend; the others'
// sleeves swell at the shoulder and narrow to the wrist. One tapered sleeve for every artist was part of
// "the same clip-art figures" (reviews 117-120).
test.each(ARTISTS.filter((artist) => artist.manner.body === 'modelled').map((artist) => [artist.id, artist.manner] as const))(
  '%s: a sleeve is a rubber hose only in the cartoon, and runs through the elbow either way',
  (id, manner) => {
    const look = elderLook(SAMPLE_FAMILIES.default.grandparents[0], 0);
    const { shapes, joints } = drawFigure(look, { x: 200, y: 318, facing: 1, front: [250, 230] }, 'smile', manner);
    const sleeve = nearSleeve(shapes);
    const across = widths(sleeve.points);
    const swell = Math.max(...across) / Math.min(...across);
    if (id === 'bright-cartoon') expect(swell).toBeLessThan(1.25);
    else expect(swell).toBeGreaterThan(1.5);
    const [ex, ey] = joints.elbows[1];
    const middles = across.map((_, index) => {
      const [a, b] = [sleeve.points[1 + index], sleeve.points[sleeve.points.length - 1 - index]];
      return Math.hypot((a[0] + b[0]) / 2 - ex, (a[1] + b[1]) / 2 - ey);
    });
    expect(Math.min(...middles)).toBeLessThan(proportionsOf('grandparent', manner).limb * 0.5);
  },
);

// A cartoon's big shoe and a pen drawing's small one grow or shrink along the foot, the sole where nature's is:
// grown about its middle, a big shoe went through the ground and out of the frame's foot.
test("an artist's shoe, bigger or smaller, keeps its sole on the ground", () => {
  const { joints } = drawFigure(elderLook(SAMPLE_FAMILIES.default.grandparents[0], 0), { x: 200, y: 318, facing: 1 });
  const size = proportionsOf('grandparent', ARTISTS[0].manner);
  const sole = (grown: number) => Math.max(...shoe(joints, 0, size, 1, 1, '#000', 'level', grown).points.map(([, y]) => y));
  const length = (grown: number) => {
    const xs = shoe(joints, 0, size, 1, 1, '#000', 'level', grown).points.map(([x]) => x);
    return Math.max(...xs) - Math.min(...xs);
  };
  for (const grown of [0.78, 1.35]) {
    expect(sole(grown)).toBeCloseTo(sole(1), 0);
    expect(length(grown) / length(1)).toBeCloseTo(grown, 1);
  }
});

// Laid level behind a kneeling figure, the foot on the ground read as "a giant shoe" (review 126).
test('a figure on one knee tucks its back foot: taller than it is long, toe on the ground behind the knee', () => {
  // Grandpa, in trousers: in a skirt, a kneeling figure sits back on both heels (skirt.test.ts).
  const look = elderLook(SAMPLE_FAMILIES['toddler-one-grandpa'].grandparents[0], 0);
  const span = (points: readonly (readonly [number, number])[], axis: 0 | 1) =>
    Math.max(...points.map((point) => point[axis])) - Math.min(...points.map((point) => point[axis]));
  for (const facing of [1, -1] as const) {
    const kneeling = drawFigure(look, { x: 200, y: 318, facing, stance: 'kneel' }, 'smile', ARTISTS[0].manner);
    const size = proportionsOf('grandparent', ARTISTS[0].manner);
    const behind = facing > 0 ? 0 : 1;
    const level = shoe(kneeling.joints, behind, size, 1, facing, '#000', 'level').points;
    // The figure's own shoe at the back foot: the one whose middle lies nearest that foot.
    const [fx, fy] = kneeling.joints.feet[behind];
    const shoes = kneeling.shapes.filter((shape) => shape.part === 'leg' && shape.points.length > 8 && span(shape.points, 0) < 40);
    const near = (points: readonly (readonly [number, number])[]) =>
      Math.hypot(
        points.reduce((sum, [x]) => sum + x, 0) / points.length - fx,
        points.reduce((sum, [, y]) => sum + y, 0) / points.length - fy,
      );
    const tucked = shoes.reduce((best, shape) => (near(shape.points) < near(best.points) ? shape : best)).points;
    expect(span(tucked, 1)).toBeGreaterThan(span(tucked, 0) * 0.9);
    expect(span(tucked, 0)).toBeLessThan(span(level, 0) * 0.75);
    expect(Math.abs(Math.max(...tucked.map(([, y]) => y)) - Math.max(...level.map(([, y]) => y)))).toBeLessThan(1);
  }
});

// Level in the air, a toddler's shoes on a tall stool read as "blobs floating off the stool" (review 128).
test('a foot dangling from a high seat points its toe down; on the floor it stands level', () => {
  const toddler = childLook(SAMPLE_FAMILIES['toddler-one-grandpa'].child);
  const shoes = (seat: number) =>
    drawFigure(toddler, { x: 200, y: 318, facing: 1, stance: 'sit', seat }, 'smile', ARTISTS[0].manner).shapes.filter(
      (shape) => shape.part === 'leg' && shape.colour === toddler.clothes.shoes,
    );
  const upright = (points: readonly (readonly [number, number])[]) => {
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    return Math.max(...ys) - Math.min(...ys) > Math.max(...xs) - Math.min(...xs);
  };
  expect(shoes(70).length).toBe(2);
  for (const shoe of shoes(70)) expect(upright(shoe.points)).toBe(true);
  for (const shoe of shoes(20)) expect(upright(shoe.points)).toBe(false);
});

// A child draws arms from the sides of the body: from the shoulder under its big round head, a raised stick
// arm came "out of the side of the head" (review 121).
test('crayon: a raised stick arm leaves the body below the head', () => {
  const manner = ARTISTS.find((artist) => artist.id === 'crayon-doodle')?.manner ?? ARTISTS[0].manner;
  for (const look of [elderLook(SAMPLE_FAMILIES.default.grandparents[0], 0), childLook(SAMPLE_FAMILIES.default.child)]) {
    const { shapes, joints } = drawFigure(look, { x: 200, y: 318, facing: 1, front: 'up', back: 'up' }, 'laugh', manner);
    // How high the arm leaves the body: between its band's sides at its start (the cap's point lies beyond it).
    const starts = shapes.filter((shape) => shape.limb === 'arm').map(({ points }) => (points[1][1] + points[points.length - 1][1]) / 2);
    expect(starts).toHaveLength(2);
    for (const y of starts) expect(y).toBeGreaterThan(joints.head[1] + joints.headRadius);
  }
});
