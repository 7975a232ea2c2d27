// The grandchild is seen, not just its face: in every scene, the cover, every style and sample family,
// most of its body shows, with no thing of the setting (a cake, a counter, a stand, a basket) drawn over
// nearly all of it. A reviewer's "head on a box" (a baby behind the cake, a child behind the lemonade
// stand with only its face above) fails here; a thing held in its hands is not counted.
import { describe, expect, test } from 'vitest';
import { pictureShapes, SCENE_IDS, STYLE_IDS } from './index.ts';
import { signedArea } from './marks/contour.ts';
import { contains } from './marks/outline.ts';
import { SAMPLE_FAMILIES } from './samples.ts';
import type { Layers, Point, Shape } from './shapes.ts';

/** The most of the grandchild's body a thing may hide. */
const MOST = 0.8;

const area = (points: readonly Point[]) => Math.abs(signedArea(points)) / 2;

/** How much of the grandchild's body (its biggest piece of clothing) things drawn after it hide. */
function hidden({ back, middle, front }: Layers): number {
  const shapes = [...back, ...middle, ...front];
  const clothes = shapes.filter((shape) => shape.who === 'child' && shape.closed && shape.part === undefined && !shape.detail);
  if (clothes.length === 0) return 0;
  const body = clothes.reduce((big, shape) => (area(shape.points) > area(big.points) ? shape : big));
  const at = shapes.indexOf(body);
  const xs = body.points.map(([x]) => x);
  const ys = body.points.map(([, y]) => y);
  const [left, top, width, height] = [
    Math.min(...xs),
    Math.min(...ys),
    Math.max(...xs) - Math.min(...xs),
    Math.max(...ys) - Math.min(...ys),
  ];
  const grid = Array.from(
    { length: 49 },
    (_, index): Point => [left + (width * ((index % 7) + 0.5)) / 7, top + (height * (Math.floor(index / 7) + 0.5)) / 7],
  );
  const inside = grid.filter((point) => contains(body.points, point));
  const thing = (shape: Shape) =>
    shape.closed &&
    shape.who === undefined &&
    !shape.held &&
    shape.opacity === undefined &&
    shape.clip === undefined &&
    shape.role !== 'glow';
  const later = shapes.slice(at + 1).filter(thing);
  const covered = inside.filter((point) => later.some((shape) => contains(shape.points, point)));
  return inside.length ? covered.length / inside.length : 0;
}

describe('the grandchild is seen', () => {
  test.each(STYLE_IDS)('%s: no thing hides most of the grandchild, in any scene, the cover or sample family', (styleId) => {
    const behind: string[] = [];
    for (const [name, family] of Object.entries(SAMPLE_FAMILIES)) {
      for (const sceneId of ['cover', ...SCENE_IDS]) {
        const share = hidden(pictureShapes({ family, sceneId, styleId }));
        if (share > MOST) behind.push(`${sceneId} (${name}): ${Math.round(share * 100)} %`);
      }
    }
    expect(behind).toEqual([]);
  });
});
