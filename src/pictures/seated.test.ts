// Nobody sits on nothing: in every scene, style and sample family, a seated figure's hip rests on
// something drawn there — a chair, a bench, a step, a lap, a bike's saddle — or, sat on the floor, on
// the floor or the grass. A reviewer's "sitting on nothing" (a grandchild hovering over a step, a
// grandparent in mid-air where a chair should be) fails here.
import { describe, expect, test } from 'vitest';
import { pictureStage, SCENE_IDS, STYLE_IDS } from './index.ts';
import { contains } from './marks/outline.ts';
import { SAMPLE_FAMILIES } from './samples.ts';
import { type Point, ribbon, type Shape } from './shapes.ts';

/** The setting nobody sits on: the sky, the hills, the wall, the sheet. */
const BACKDROP = new Set<Shape['role']>(['sky', 'far', 'wall', 'cloud', 'glow']);
/** What one sat on the floor rests on, but a raised seat is not: the floor or the grass itself. */
const GROUND = new Set<Shape['role']>(['ground', 'floor']);

/** Whether a shape covers a point: a line by the band its width paints, a little wider. */
const covers = (shape: Shape, point: Point) => {
  const width = (shape.width ?? 1) + 2;
  return contains(shape.closed ? shape.points : ribbon(shape.points, width, width, shape.colour).points, point);
};

/** The seated people in a picture with nothing under them. */
function sittingOnNothing({ layers }: ReturnType<typeof pictureStage>): string[] {
  const shapes = [...layers.back, ...layers.middle, ...layers.front];
  const sitters = new Map(shapes.flatMap((shape) => (shape.sits && shape.who ? [[shape.who, shape.sits] as const] : [])));
  return [...sitters].flatMap(([who, { on, raised }]) => {
    // Just under the hip, and a little either side of it: a seat's edge can sit under one thigh.
    const under: Point[] = [-6, 0, 6].flatMap((dx) => [4, 10, 16].map((dy): Point => [on[0] + dx, on[1] + dy]));
    const seat = (shape: Shape) =>
      shape.who !== who && (shape.opacity ?? 1) > 0.5 && !BACKDROP.has(shape.role) && !(raised && GROUND.has(shape.role));
    return shapes.some((shape) => seat(shape) && under.some((point) => covers(shape, point))) ? [] : [who];
  });
}

describe('nobody sits on nothing', () => {
  test.each(STYLE_IDS)('%s: every seated figure in every scene, the cover and every sample family rests on something', (styleId) => {
    const floating: string[] = [];
    for (const [name, family] of Object.entries(SAMPLE_FAMILIES)) {
      for (const sceneId of ['cover', ...SCENE_IDS]) {
        for (const who of sittingOnNothing(pictureStage({ family, sceneId, styleId }))) floating.push(`${sceneId} (${name}): ${who}`);
      }
    }
    expect(floating).toEqual([]);
  });
});
