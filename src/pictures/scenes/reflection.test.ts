// A mirror shows the people turned to it: inside the glass, facing back out, and never counted as people; they
// are seen from behind, the backs of their heads with no face on them.
import { describe, expect, test } from 'vitest';
import { elderLook } from '../cast.ts';
import { drawFigure } from '../figures/figure.ts';
import { PLAIN_MANNER } from '../figures/manner.ts';
import { pictureShapes, SCENE_IDS, STYLE_IDS } from '../index.ts';
import { SAMPLE_FAMILIES } from '../samples.ts';
import { HEIGHT, type Shape, WIDTH } from '../shapes.ts';
import { fromBehind, reflected } from './reflection.ts';

const grandma = elderLook(SAMPLE_FAMILIES.default.grandparents[0], 0);
const glass = [300, 40, 100, 200] as const;

describe('a mirror', () => {
  const figure = drawFigure(grandma, { x: 200, y: 320, facing: 1, front: 'wave' }, 'smile', PLAIN_MANNER);
  const image = reflected(figure.shapes, glass, 0.6);
  const people = image.filter((shape) => shape.clip !== undefined);

  test('shows the people before it in the glass, and no one else', () => {
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((shape) => shape.clip?.join() === glass.join())).toBe(true);
    expect(image.filter((shape) => shape.who !== undefined || shape.part !== undefined || shape.held !== undefined)).toEqual([]);
  });

  test('shows their faces, the one standing nearer the glass nearer its edge', () => {
    const twoApart = [
      ...figure.shapes,
      ...drawFigure({ ...grandma, id: 'grandparent-2' }, { x: 330, y: 320, facing: -1 }, 'smile', PLAIN_MANNER).shapes,
    ];
    const features = twoApart.filter((shape) => shape.part === 'head' && shape.detail).length;
    const inGlass = reflected(twoApart, [0, 0, 480, 360], 0.5);
    expect(inGlass.filter((shape) => shape.detail).length).toBe(features);
    // The one standing on the left is on the right in the glass: a mirror at their side faces them.
    const lefts = inGlass.filter((shape) => shape.colour === grandma.clothes.top).map((shape) => Math.min(...shape.points.map(([x]) => x)));
    expect(lefts[0]).toBeGreaterThan(lefts[lefts.length - 1]);
  });

  // Scaled to the width alone, a small grandchild's face beside a tall grandparent's fell below the glass (review 129).
  test('shows every face whole in the glass, however far apart their heights', () => {
    const child = drawFigure(
      { ...grandma, id: 'child', build: 'toddler' },
      { x: 250, y: 320, facing: -1, scale: 0.6 },
      'smile',
      PLAIN_MANNER,
    );
    const low = [280, 60, 120, 120] as const;
    const faces = reflected([...figure.shapes, ...child.shapes], low, 0.6).filter((shape) => shape.inView);
    expect(faces.length).toBe(2);
    for (const face of faces)
      for (const [x, y] of face.points) {
        expect(x).toBeGreaterThanOrEqual(low[0]);
        expect(x).toBeLessThanOrEqual(low[0] + low[2]);
        expect(y).toBeGreaterThanOrEqual(low[1]);
        expect(y).toBeLessThanOrEqual(low[1] + low[3]);
      }
  });

  // Measured on the heads alone and set toward where they stand, a grandma's second raised arm fell outside the
  // glass and "her reflection raises one" (review 148).
  test('keeps both raised hands in the glass, standing well to its side', () => {
    const cheering = drawFigure(grandma, { x: 60, y: 320, facing: 1, front: 'up', back: 'up' }, 'smile', PLAIN_MANNER);
    const hands = reflected(cheering.shapes, glass, 0.9, true).filter(
      (shape) => shape.clip !== undefined && shape.colour === grandma.skin && !shape.inView && shape.points.length > 4,
    );
    expect(hands.length).toBeGreaterThanOrEqual(2);
    for (const hand of hands)
      for (const [x] of hand.points) {
        expect(x).toBeGreaterThanOrEqual(glass[0]);
        expect(x).toBeLessThanOrEqual(glass[0] + glass[2]);
      }
  });

  // Seen from behind, a mirror before them keeps left and right: turned left for right too, their order and raised
  // arms swapped sides, "every picture makes the same mistake" (a blind check after review 142).
  test('turns them round: the hand raised on the right of the head is on its left in the glass, on its right seen from behind', () => {
    const middle = (index: number, shapes: readonly Shape[]) => {
      const xs = shapes[index].points.map(([x]) => x);
      return (Math.min(...xs) + Math.max(...xs)) / 2;
    };
    const head = figure.shapes.findIndex((shape) => shape.part === 'head');
    const hands = figure.shapes.flatMap((shape, index) => (shape.part === 'hand' ? [index] : []));
    const raised = hands.reduce((best, index) => (middle(index, figure.shapes) > middle(best, figure.shapes) ? index : best));
    const [headInGlass, handInGlass] = reflected([figure.shapes[head], figure.shapes[raised]], [0, 0, 480, 360], 0.2);
    expect(middle(raised, figure.shapes)).toBeGreaterThan(middle(head, figure.shapes));
    expect(middle(0, [handInGlass])).toBeLessThan(middle(0, [headInGlass]));
    const [headBefore, handBefore] = reflected([figure.shapes[head], figure.shapes[raised]], [0, 0, 480, 360], 0.2, true);
    expect(middle(0, [handBefore])).toBeGreaterThan(middle(0, [headBefore]));
  });
});

// Facing us beside the glass, with their faces in it or their backs, people made "impossible mirrors" (reviews 129-142).
test('the people before a mirror are seen from behind: no face, each head the back of its hair', () => {
  const figure = drawFigure(grandma, { x: 200, y: 320, facing: 1, front: 'wave' }, 'smile', PLAIN_MANNER);
  const back = fromBehind(figure.shapes);
  expect(figure.shapes.filter((shape) => shape.part === 'head' && shape.detail).length).toBeGreaterThan(0);
  expect(back.filter((shape) => shape.part === 'head' && shape.detail)).toEqual([]);
  expect(back.filter((shape) => shape.part === 'head').map((shape) => shape.colour)).toEqual([grandma.hairColour]);
  expect(back.every((shape) => shape.who === 'grandparent-1')).toBe(true);
  // A cardigan's collar and opening are on its front: down her back they read as "her front zip" (review 149).
  expect(grandma.cardigan).toBe(true);
  expect(figure.shapes.filter((shape) => shape.front).length).toBeGreaterThan(0);
  expect(back.filter((shape) => shape.front)).toEqual([]);
});

describe('the heads in a mirror', () => {
  const centre = ({ points }: Shape): [number, number] => [
    (Math.min(...points.map(([x]) => x)) + Math.max(...points.map(([x]) => x))) / 2,
    (Math.min(...points.map(([, y]) => y)) + Math.max(...points.map(([, y]) => y))) / 2,
  ];
  test.each(STYLE_IDS)('%s: are in the picture, every one', (styleId) => {
    let faces = 0;
    const outside: string[] = [];
    for (const [name, family] of Object.entries(SAMPLE_FAMILIES))
      for (const sceneId of SCENE_IDS) {
        const layers = pictureShapes({ family, sceneId, styleId });
        for (const face of [...layers.back, ...layers.middle, ...layers.front].filter((shape) => shape.inView)) {
          faces += 1;
          const [x, y] = centre(face);
          if (x < 0 || x > WIDTH || y < 0 || y > HEIGHT) outside.push(`${sceneId} (${name})`);
        }
      }
    expect(faces).toBeGreaterThan(0);
    expect(outside).toEqual([]);
  });
});
