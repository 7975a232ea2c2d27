// The near sleeve goes under the head and its hand over it: an artist's big head sits over the near
// shoulder, and a sleeve drawn over the head began at the chin or the cheek ("an arm out of his beard").
import { expect, test } from 'vitest';
import { ARTISTS } from '../artists/index.ts';
import { childLook, elderLook } from '../cast.ts';
import { SAMPLE_FAMILIES } from '../samples.ts';
import type { Shape } from '../shapes.ts';
import { drawFigure } from './figure.ts';
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
      // The sleeve begins at the shoulder, under the head, and runs out to the near hand drawn last.
      const [sx, sy] = joints.shoulders[1];
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
