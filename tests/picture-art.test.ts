// The pictures as Chromium paints them: six styles that are six different drawings (SSIM of the
// greyscale renders below 0.5 for every pair, in every scene), a family's options changing their
// own figure, and every scene × style × sample family parsing and staying inside its frame
// (what hides whom: picture-cover.test.ts; heads and framing: picture-framing.test.ts).
import type { Browser, Page } from 'playwright-core';
import { ssim } from 'ssim.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium } from '../harness/browser.ts';
import { DEFAULT_FAMILY, drawCover, drawScene, type Family, SCENE_IDS, STYLE_IDS } from '../src/pictures/index.ts';
import { SAMPLE_FAMILIES } from '../src/pictures/samples.ts';
import { asImage, canvasPage, FRAME, greyscale, outOfFrame } from './support/picture-renders.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  page = await canvasPage(browser);
});
afterAll(() => browser?.close());

const MOST_ALIKE = 0.5;

describe('six styles, six media', () => {
  test.each(SCENE_IDS)('%s: no two styles are near-copies (greyscale SSIM < 0.5)', async (sceneId) => {
    const renders = await greyscale(
      page,
      STYLE_IDS.map((styleId) => drawScene({ family: DEFAULT_FAMILY, sceneId, styleId })),
    );
    const alike: string[] = [];
    for (let a = 0; a < STYLE_IDS.length; a++) {
      for (let b = a + 1; b < STYLE_IDS.length; b++) {
        const { mssim } = ssim(asImage(renders[a]), asImage(renders[b]));
        if (mssim >= MOST_ALIKE) alike.push(`${STYLE_IDS[a]} ~ ${STYLE_IDS[b]}: ${mssim.toFixed(2)}`);
      }
    }
    expect(alike).toEqual([]);
  });
});

/** A family with some of the grandchild's options and of the first grandparent's changed. */
const changed = (family: Family, child: Partial<Family['child']>, elder?: Partial<Family['grandparents'][0]>): Family => ({
  child: { ...family.child, ...child },
  grandparents: [{ ...family.grandparents[0], ...elder }, ...family.grandparents.slice(1)] as Family['grandparents'],
});

// A change of age is not among them: a toddler or a baby is posed anew (a baby sits where a child stands), so
// the artist's camera frames the moment anew (docs/decisions.md, "A style is an artist").
describe('the family drives the figures', () => {
  const changes: [string, Family][] = [
    ['skin tone', changed(DEFAULT_FAMILY, { skin: 'umber' })],
    ['hair colour', changed(DEFAULT_FAMILY, { hairColour: 'blond' })],
    ['hair style', changed(DEFAULT_FAMILY, { hairStyle: 'afro-puffs' })],
    ["a grandparent's hair", changed(DEFAULT_FAMILY, {}, { hair: 'dark' })],
    ["a grandparent's skin", changed(DEFAULT_FAMILY, {}, { skin: 'ebony' })],
  ];
  test.each(STYLE_IDS)('%s: each change redraws its figure and leaves the rest of the picture', async (styleId) => {
    const sceneId = 'old-photo-albums';
    const [base, ...others] = await greyscale(
      page,
      [DEFAULT_FAMILY, ...changes.map(([, family]) => family)].map((family) => drawScene({ family, sceneId, styleId })),
    );
    others.forEach((render, index) => {
      let differing = 0;
      render.forEach((value, pixel) => {
        if (Math.abs(value - base[pixel]) > 12) differing++;
      });
      const share = differing / (FRAME.width * FRAME.height);
      expect(share, changes[index][0]).toBeGreaterThan(0.0002);
      expect(share, changes[index][0]).toBeLessThan(0.15);
    });
  });
});

describe('every picture Chromium is given', () => {
  test.each(Object.keys(SAMPLE_FAMILIES))(
    '%s: every scene and the cover in every style parse and stay inside the frame',
    { timeout: 120_000 },
    async (name) => {
      const family = SAMPLE_FAMILIES[name];
      for (const styleId of STYLE_IDS) {
        const svgs = [drawCover({ family, styleId }), ...SCENE_IDS.map((sceneId) => drawScene({ family, sceneId, styleId }))];
        const problems = (await outOfFrame(page, svgs)).flatMap((found, index) =>
          found.map((problem) => `${['cover', ...SCENE_IDS][index]} ${styleId}: ${problem}`),
        );
        expect(problems).toEqual([]);
      }
    },
  );
});
