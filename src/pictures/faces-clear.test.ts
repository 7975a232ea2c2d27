// Every face shows: in every scene, the cover, every style and sample family, nothing drawn after a
// person's head (somebody else's head, hair or arm, a pan, a pillow) lies across the middle of the face
// or the mouth, nor their own arm across the middle of it.
// A grandparent's arm down across a small grandchild's face, a carried child's hair over the face of
// the grandparent bending close, or a plate held up level with the mouth, fails here.
import { describe, expect, test } from 'vitest';
import { pictureShapes, SCENE_IDS, STYLE_IDS } from './index.ts';
import { contains } from './marks/outline.ts';
import { SAMPLE_FAMILIES } from './samples.ts';
import type { Layers, Point, Shape } from './shapes.ts';

/** The people whose faces something opaque drawn after the head covers, with what covers them. */
function coveredFaces({ back, middle, front }: Layers): string[] {
  const shapes = [...back, ...middle, ...front];
  const faced = new Set<string>();
  return shapes.flatMap((head, index) => {
    if (head.part !== 'head' || head.who === undefined || faced.has(head.who)) return [];
    faced.add(head.who);
    // The skull is the first head shape; the face's middle sits a little below the skull's.
    const [xs, ys] = [head.points.map(([x]) => x), head.points.map(([, y]) => y)];
    const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
    const face: Point = [(Math.min(...xs) + Math.max(...xs)) / 2, (top + bottom) / 2 + (bottom - top) * 0.1];
    const mouth: Point = [face[0], (top + bottom) / 2 + (bottom - top) * 0.27];
    // A flat thing held level with the mouth (a plate) can miss its middle and still cover it.
    const corners: Point[] = [-1, 1].map((side): Point => [mouth[0] + side * (bottom - top) * 0.12, mouth[1] - (bottom - top) * 0.03]);
    const solid = (shape: Shape) => shape.closed && shape.opacity === undefined && shape.clip === undefined && shape.role !== 'glow';
    // Somebody else, or a thing, over the middle of the face or the mouth; one's own arm over the middle of it.
    const over = (shape: Shape) =>
      solid(shape) &&
      (shape.who !== head.who
        ? [face, mouth, ...corners].some((point) => contains(shape.points, point))
        : shape.part === undefined && contains(shape.points, face));
    const cover = shapes.slice(index + 1).find(over);
    return cover ? [`${head.who} under ${cover.who ?? cover.held ?? 'a thing'}`] : [];
  });
}

describe('faces', () => {
  test.each(STYLE_IDS)('%s: no face is covered by anyone or anything drawn over it, in any scene or sample family', (styleId) => {
    const covered = Object.entries(SAMPLE_FAMILIES).flatMap(([name, family]) =>
      ['cover', ...SCENE_IDS].flatMap((sceneId) =>
        coveredFaces(pictureShapes({ family, sceneId, styleId })).map((fault) => `${sceneId} (${name}): ${fault}`),
      ),
    );
    expect(covered).toEqual([]);
  });

  test('an arm drawn across a face or a mouth is caught', () => {
    const skull = (x: number): Shape => ({
      points: [
        [x - 10, 90],
        [x + 10, 90],
        [x + 10, 110],
        [x - 10, 110],
      ],
      closed: true,
      smooth: false,
      colour: '#000',
      part: 'head',
      who: 'child',
    });
    const arm: Shape = {
      points: [
        [80, 96],
        [120, 96],
        [120, 108],
        [80, 108],
      ],
      closed: true,
      smooth: false,
      colour: '#000',
      who: 'grandparent-1',
    };
    expect(coveredFaces({ back: [], middle: [], front: [skull(100), arm] })).toEqual(['child under grandparent-1']);
    expect(coveredFaces({ back: [], middle: [], front: [arm, skull(100)] })).toEqual([]);
    // Lower, across the mouth and chin: somebody else's arm is caught there too.
    const low = { ...arm, points: arm.points.map(([x, y]): Point => [x, y + 8]) };
    expect(coveredFaces({ back: [], middle: [], front: [skull(100), low] })).toEqual(['child under grandparent-1']);
    // One's own arm raised across one's own face is caught; one's own hand at the cheek is not.
    const own = { ...arm, who: 'child' as const };
    expect(coveredFaces({ back: [], middle: [], front: [skull(100), own] })).toEqual(['child under child']);
    expect(coveredFaces({ back: [], middle: [], front: [skull(100), { ...own, part: 'hand' as const }] })).toEqual([]);
  });
});
