// Where the frame cuts people: the grandchild is always seen whole; a grown-up is seen whole, or, in a
// close artist's waist-up view, cut above the knee, never across the shins or at the ankles; feet behind a
// counter need no room. Measured on every scene, the cover, every style and every sample family, on the
// stage the artist's camera frames.
import { describe, expect, test } from 'vitest';
import { cutBadly, seen } from './camera.ts';
import { pictureStage, SCENE_IDS, STYLE_IDS } from './index.ts';
import { lettered } from './props/lettering.ts';
import { SAMPLE_FAMILIES } from './samples.ts';
import { HEIGHT, type Shape } from './shapes.ts';

describe('the frame never cuts anyone at the ankles', () => {
  test.each(STYLE_IDS)('%s: the grandchild whole, every grown-up whole or cut above the knee', (styleId) => {
    const cut: string[] = [];
    for (const [name, family] of Object.entries(SAMPLE_FAMILIES))
      for (const sceneId of ['cover', ...SCENE_IDS]) {
        const { layers, view } = pictureStage({ family, sceneId, styleId });
        for (const who of cutBadly(layers, view)) cut.push(`${sceneId} (${name}): ${who}`);
      }
    expect(cut).toEqual([]);
  });

  test('a frame across the shins is caught, one above the knee or below the feet is not, nor feet behind a counter', () => {
    const leg = (who: 'child' | 'grandparent-1', x: number): Shape => ({
      points: [
        [x, 100],
        [x, 200],
      ],
      closed: false,
      smooth: false,
      colour: '#000000',
      part: 'leg',
      who,
    });
    const counter: Shape = {
      points: [
        [200, 150],
        [300, 150],
        [300, 250],
        [200, 250],
      ],
      closed: true,
      smooth: false,
      colour: '#a0704a',
    };
    const cut = (bottom: number) =>
      cutBadly(
        { back: [], middle: [leg('grandparent-1', 0), leg('child', 100), leg('child', 250)], front: [counter] },
        {
          x: 0,
          y: bottom - HEIGHT,
          zoom: 1,
          mirror: false,
        },
      );
    expect([cut(120), cut(170), cut(220)]).toEqual([['child'], ['grandparent-1', 'child'], []]);
  });
});

describe('a word on a sign', () => {
  test('a picture staged the other way round moves the word but keeps its letters in reading order', () => {
    const layers = { back: [], middle: lettered('LEMONADE', 200, 100, 16, '#d9483b'), front: [] };
    for (const mirror of [false, true]) {
      const shown = seen({ x: 0, y: 0, zoom: 1, mirror }, layers).middle;
      const lefts = shown.map((shape) => Math.min(...shape.points.map(([x]) => x)));
      expect(lefts[0], mirror ? 'mirrored' : 'as staged').toBeLessThan(lefts[lefts.length - 1]);
      expect((lefts[0] + Math.max(...shown[shown.length - 1].points.map(([x]) => x))) / 2).toBeCloseTo(mirror ? 480 - 200 : 200, -1);
    }
  });
});
