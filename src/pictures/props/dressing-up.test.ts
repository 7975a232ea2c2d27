// A grandma putting on a brimmed hat tucks her bun under it: nothing of her stands up out of the hat.
import { expect, test } from 'vitest';
import { watercolor } from '../artists/watercolor.ts';
import { elderLook } from '../cast.ts';
import { drawFigure } from '../figures/figure.ts';
import { SAMPLE_FAMILIES } from '../samples.ts';
import type { Shape } from '../shapes.ts';
import { underBrim } from './dressing-up.ts';

test('under a brimmed hat, no hair of hers stands above the top of her head', () => {
  const grandma = { ...elderLook(SAMPLE_FAMILIES.default.grandparents[0], 0), hair: 'grandma-bun' as const };
  for (const facing of [1, -1] as const) {
    const { shapes, joints } = drawFigure(grandma, { x: 200, y: 320, facing }, 'smile', watercolor.manner);
    const top = joints.head[1] - joints.headRadius;
    const above = (kept: readonly Shape[]) =>
      kept.filter((shape) => shape.part === undefined).flatMap((shape) => shape.points.filter(([, y]) => y < top));
    // The bun is there bare-headed, so the check can see it.
    expect(above(shapes).length).toBeGreaterThan(0);
    expect(above(underBrim(shapes, joints.head, joints.headRadius))).toEqual([]);
  }
});
