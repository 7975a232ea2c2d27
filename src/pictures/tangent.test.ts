// No tangents with the sun: it never sits on top of a tree's crown (a reviewer read a sun straight above
// a round tree as one odd lollipop) nor behind a head (a halo), in any scene, staging or style, as the
// artist frames it; and no hand rests on a tree (a reviewer saw Grandpa 'gripping the trunk').
import { describe, expect, test } from 'vitest';
import { pictureShapes, SCENE_IDS, STYLE_IDS } from './index.ts';
import { isTrunk } from './props/garden.ts';
import { SAMPLE_FAMILIES } from './samples.ts';
import { isSun, type Shape, skullsOf } from './shapes.ts';
import { touchesTree } from './tree-clearing.ts';

const extent = (values: number[]) => [Math.min(...values), Math.max(...values)] as const;
const span = (shape: Shape) => extent(shape.points.map(([x]) => x));
const spanY = (shape: Shape) => extent(shape.points.map(([, y]) => y));

describe('the sun and the trees', () => {
  test.each(STYLE_IDS)('%s: in every sample family, the sun never stands over a tree nor behind a head', (styleId) => {
    const stacked: string[] = [];
    for (const family of Object.values(SAMPLE_FAMILIES))
      for (const sceneId of [...SCENE_IDS, 'cover']) {
        const { back, middle, front } = pictureShapes({ family, sceneId, styleId });
        const setting = [...back, ...middle];
        const sun = setting.find(isSun);
        if (sun === undefined) continue;
        const [sunLeft, sunRight] = span(sun);
        for (const trunk of setting.filter(isTrunk)) {
          const [left, right] = span(trunk);
          // The crown is about three trunk-widths either side of the trunk (props/garden.ts `tree`).
          const crown = (right - left) * 3.2;
          const middleX = (left + right) / 2;
          if (sunRight > middleX - crown && sunLeft < middleX + crown)
            stacked.push(`${sceneId}: sun over the tree at ${Math.round(middleX)}`);
        }
        const [sunTop, sunBottom] = spanY(sun);
        for (const head of [...back, ...middle, ...front].filter((shape) => shape.part === 'head')) {
          const [left, right] = span(head);
          const [top, bottom] = spanY(head);
          const margin = (right - left) * 0.3;
          if (sunRight > left - margin && sunLeft < right + margin && sunBottom > top - margin && sunTop < bottom + margin)
            stacked.push(`${sceneId}: sun behind the ${head.who} head`);
        }
      }
    expect(stacked).toEqual([]);
  });
  test.each(STYLE_IDS)('%s: in every sample family, no hand rests on a tree nobody holds, and no tree grows out of a head', (styleId) => {
    const touching: string[] = [];
    for (const family of Object.values(SAMPLE_FAMILIES))
      for (const sceneId of [...SCENE_IDS, 'cover']) {
        const { back, middle, front } = pictureShapes({ family, sceneId, styleId });
        const people = [...back, ...middle, ...front];
        const parts = [...people.filter((shape) => shape.part === 'hand'), ...skullsOf(people)];
        const setting = [...back, ...middle];
        setting.forEach((trunk, index) => {
          if (!isTrunk(trunk)) return;
          for (const part of parts)
            if (touchesTree(trunk, setting[index + 1], part))
              touching.push(`${sceneId}: a ${part.who} ${part.part} on the tree at ${Math.round(span(trunk)[0])}`);
        });
      }
    expect(touching).toEqual([]);
  });
});
