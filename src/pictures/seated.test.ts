// Nobody sits on nothing: in every scene, style and sample family, a seated figure's hip rests on
// something drawn there — a chair, a bench, a step, a lap, a bike's saddle — or, sat on the floor, on
// the floor or the grass. A reviewer's "sitting on nothing" (a grandchild hovering over a step, a
// grandparent in mid-air where a chair should be) fails here.
import { describe, expect, test } from 'vitest';
import { pictureStage, SCENE_IDS, STYLE_IDS } from './index.ts';
import { SAMPLE_FAMILIES } from './samples.ts';
import type { Point, Shape } from './shapes.ts';

/** The setting a raised seat cannot be: the sky, the hills, the wall, the floor or the grass itself. */
const SETTING = new Set(['sky', 'far', 'wall', 'cloud', 'glow', 'paper', 'ground', 'floor']);

function covers(shape: Shape, [x, y]: Point): boolean {
  const { points } = shape;
  if (!shape.closed) {
    const reach = (shape.width ?? 1) / 2 + 1;
    return points.slice(1).some(([bx, by], index) => {
      const [ax, ay] = points[index];
      const [dx, dy] = [bx - ax, by - ay];
      const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy || 1)));
      return Math.hypot(x - ax - t * dx, y - ay - t * dy) <= reach;
    });
  }
  let within = false;
  points.forEach(([xi, yi], index) => {
    const [xj, yj] = points[(index + 1) % points.length];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
  });
  return within;
}

/** The seated people in a picture with nothing under them. */
function sittingOnNothing({ layers }: ReturnType<typeof pictureStage>): string[] {
  const shapes = [...layers.back, ...layers.middle, ...layers.front];
  const sitters = new Map(shapes.flatMap((shape) => (shape.sits && shape.who ? [[shape.who, shape.sits] as const] : [])));
  return [...sitters].flatMap(([who, { on, raised }]) => {
    // Just under the hip, and a little either side of it: a seat's edge can sit under one thigh.
    const under: Point[] = [-6, 0, 6].flatMap((dx) => [4, 10, 16].map((dy): Point => [on[0] + dx, on[1] + dy]));
    const seat = (shape: Shape) =>
      shape.who !== who &&
      (shape.opacity ?? 1) > 0.5 &&
      !(raised && shape.role && SETTING.has(shape.role)) &&
      !['sky', 'wall', 'far', 'cloud', 'glow'].includes(shape.role ?? '');
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
