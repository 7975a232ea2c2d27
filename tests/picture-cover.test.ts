// What stands in front hides what stands behind, in every medium: wherever a solid thing is drawn over
// part of a person (a counter, a quilt, a stand, a hat), changing that person's skin and clothes
// changes no pixel inside the thing. A wash or a skipping crayon that lets a face show through fails.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium } from '../harness/browser.ts';
import { DEFAULT_FAMILY, drawScene, type Family, pictureShapes, SCENE_IDS, STYLE_IDS } from '../src/pictures/index.ts';
import type { Point, Shape } from '../src/pictures/shapes.ts';
import { canvasPage, FRAME, greyscale } from './support/picture-renders.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  page = await canvasPage(browser);
});
afterAll(() => browser?.close());

const inside = ([x, y]: Point, points: readonly Point[]) => {
  let within = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [[xi, yi], [xj, yj]] = [points[i], points[j]];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
};
/** Inside the shape with a margin all round, so marks that run past an edge (a wash, a wobble) are not counted. */
const deepInside = (point: Point, points: readonly Point[], margin = 5) =>
  [
    [0, 0],
    [margin, 0],
    [-margin, 0],
    [0, margin],
    [0, -margin],
  ].every(([dx, dy]) => inside([point[0] + dx, point[1] + dy], points));

/** The same family with everyone's skin and clothes changed, so anyone showing through a thing changes its pixels. */
const changed: Family = {
  child: { ...DEFAULT_FAMILY.child, skin: 'ebony', outfit: 'hoodie' },
  grandparents: DEFAULT_FAMILY.grandparents.map((elder) => ({ ...elder, skin: 'ebony', hair: 'dark' })) as Family['grandparents'],
};

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
const boxOf = ({ points }: Shape, grow = 0): Box => ({
  left: Math.min(...points.map(([x]) => x)) - grow,
  top: Math.min(...points.map(([, y]) => y)) - grow,
  right: Math.max(...points.map(([x]) => x)) + grow,
  bottom: Math.max(...points.map(([, y]) => y)) + grow,
});
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const within = ([x, y]: Point, box: Box) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;

/** Pixels inside solid things drawn over part of somebody, away from anybody drawn after them. */
function coveredPixels(shapes: Shape[]): number[] {
  const pixels = new Set<number>();
  shapes.forEach((thing, index) => {
    if (!thing.closed || thing.who || thing.detail || thing.opacity !== undefined || thing.role) return;
    const box = boxOf(thing);
    const before = shapes.slice(0, index).filter((shape) => shape.who && shape.closed && overlap(boxOf(shape), box));
    if (before.length === 0) return;
    const after = shapes
      .slice(index + 1)
      .filter((shape) => shape.who || shape.held)
      .map((shape) => boxOf(shape, 8));
    for (let y = Math.max(0, Math.ceil(box.top)); y < Math.min(FRAME.height, box.bottom); y += 2) {
      for (let x = Math.max(0, Math.ceil(box.left)); x < Math.min(FRAME.width, box.right); x += 2) {
        if (after.some((near) => within([x, y], near))) continue;
        if (!before.some((shape) => inside([x, y], shape.points)) || !deepInside([x, y], thing.points)) continue;
        pixels.add(y * FRAME.width + x);
      }
    }
  });
  return [...pixels];
}

describe('nothing shows through what stands in front of it', () => {
  test.each(STYLE_IDS)('%s: no person behind a solid thing shows through it, in any scene', { timeout: 120_000 }, async (styleId) => {
    const through: string[] = [];
    for (const sceneId of SCENE_IDS) {
      const layers = pictureShapes({ family: DEFAULT_FAMILY, sceneId, styleId });
      const pixels = coveredPixels([...layers.back, ...layers.middle, ...layers.front]);
      if (pixels.length === 0) continue;
      const [base, other] = await greyscale(
        page,
        [DEFAULT_FAMILY, changed].map((family) => drawScene({ family, sceneId, styleId })),
      );
      const differing = pixels.filter((pixel) => Math.abs(base[pixel] - other[pixel]) > 2).length;
      if (differing > 0) through.push(`${sceneId}: ${differing} of ${pixels.length} pixels`);
    }
    expect(through).toEqual([]);
  });
});
