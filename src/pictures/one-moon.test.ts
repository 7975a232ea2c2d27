// One moon in a picture's sky: a crescent on the nursery wall beside the one in the window read as two
// moons (review 104).
import { describe, expect, test } from 'vitest';
import { pictureShapes, SCENE_IDS, STYLE_IDS } from './index.ts';
import { SAMPLE_FAMILIES } from './samples.ts';
import { crescent } from './settings.ts';

const CRESCENT_POINTS = crescent(0, 0, 10).points.length;

describe('the moon', () => {
  test.each(STYLE_IDS)('%s: no picture shows more than one', (styleId) => {
    const twice: string[] = [];
    for (const sceneId of SCENE_IDS)
      for (const [name, family] of Object.entries(SAMPLE_FAMILIES)) {
        const { back, middle, front } = pictureShapes({ family, sceneId, styleId });
        const moons = [...back, ...middle, ...front].filter((shape) => shape.role === 'glow' && shape.points.length === CRESCENT_POINTS);
        if (moons.length > 1) twice.push(`${sceneId} (${name}): ${moons.length}`);
      }
    expect(twice).toEqual([]);
  });
});
