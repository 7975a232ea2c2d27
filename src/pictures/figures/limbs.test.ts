// The near arm, drawn over its own head, begins where it comes out from under the chin: begun at a
// shoulder a big head sits over, it was drawn across the chin and read as growing out of the mouth.
import { expect, test } from 'vitest';
import { ARTISTS } from '../artists/index.ts';
import { childLook, elderLook } from '../cast.ts';
import { SAMPLE_FAMILIES } from '../samples.ts';
import { drawFigure } from './figure.ts';
import { proportionsOf } from './proportions.ts';

test.each(ARTISTS.map((artist) => [artist.id, artist.manner] as const))('%s: the near arm stays off its own chin', (_, manner) => {
  const look = elderLook(SAMPLE_FAMILIES.default.grandparents[0], 0);
  const width = proportionsOf('grandparent', manner).limb;
  for (const front of [[250, 200], [250, 240], 'forward', 'hold'] as const) {
    const { shapes, joints } = drawFigure(look, { x: 200, y: 318, facing: 1, front, lean: 0.3 }, 'smile', manner);
    const nearArm = shapes.at(-2);
    const nearest = Math.min(...(nearArm?.points ?? []).map(([x, y]) => Math.hypot(x - joints.head[0], y - joints.head[1])));
    expect(nearest).toBeGreaterThan(joints.headRadius - width * 0.4);
  }
});

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
      const nearArm = shapes.at(-2);
      const nearest = Math.min(...(nearArm?.points ?? []).map(([x, y]) => Math.hypot(x - joints.head[0], y - joints.head[1])));
      expect(nearest, `${build}, ${front}`).toBeGreaterThan(joints.headRadius * 0.8 - width * 0.5);
    }
  }
});
