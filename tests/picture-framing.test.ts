// A picture book's camera and cast, measured on the marked SVGs as Chromium lays them out: every
// person is a data-figure group with a data-part="head"; every head is whole inside the middle square
// a book's square page shows of the picture; the
// grandchild's head is at least 8 % of the picture's height in every scene and at least 13 % in two
// scenes of three, in every style, for every sample family; what the story has someone hold (a rod, a
// saddle) is whole in that square too; on the cover every head is below the title the book sets over it.
// Where the frame may cut people's legs is src/pictures/camera.test.ts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium } from '../harness/browser.ts';
import { BLEED, bookLayout, PAGE_SIZE } from '../src/book/index.ts';
import { SQUARE } from '../src/pictures/camera.ts';
import { DEFAULT_FAMILY, drawCover, drawScene, SCENE_IDS, STYLE_IDS } from '../src/pictures/index.ts';
import { SAMPLE_FAMILIES } from '../src/pictures/samples.ts';
import { FRAME } from './support/picture-renders.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: FRAME });
  await page.setContent('<div id="inline"></div>');
});
afterAll(() => browser?.close());

interface Head {
  figure: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Each figure's head box in each SVG, or the figure's name alone when it has no marked head. */
async function heads(svgs: string[]): Promise<(Head | string)[][]> {
  return page.evaluate(
    (list) =>
      list.map((svg) => {
        const holder = document.getElementById('inline') as HTMLElement;
        holder.innerHTML = svg;
        // A figure may be split in depth (an arm round someone drawn over them): its groups share its name.
        const names = new Set([...holder.querySelectorAll<SVGGElement>('[data-figure]')].map((figure) => figure.dataset.figure ?? ''));
        return [...names].map((name) => {
          const parts = [...holder.querySelectorAll<SVGGElement>(`[data-figure="${name}"] [data-part="head"]`)];
          if (parts.length === 0) return name;
          const boxes = parts.map((part) => part.getBBox());
          return {
            figure: name,
            top: Math.min(...boxes.map((box) => box.y)),
            bottom: Math.max(...boxes.map((box) => box.y + box.height)),
            left: Math.min(...boxes.map((box) => box.x)),
            right: Math.max(...boxes.map((box) => box.x + box.width)),
          };
        });
      }),
    svgs,
  );
}

/**
 * Where the front cover's title ends, in the picture's pixels: its lowest line for long names (the
 * company on two lines) in the style's lettering, descenders and the halo round the letters included.
 */
function titleBottom(styleId: string): number {
  const [grandma, grandpa] = DEFAULT_FAMILY.grandparents;
  const book = bookLayout(
    {
      child: { ...DEFAULT_FAMILY.child, name: 'Alexandria-Rose' },
      grandparents: [
        { ...grandma, name: 'Grandma Elizabeth' },
        { ...(grandpa ?? grandma), name: 'Grandpa Christopher' },
      ],
      style: styleId,
      scenes: [],
      dedication: '',
    },
    { scenes: [], styles: [] },
  );
  const title = book.pages[0].boxes.find((box) => box.kind === 'text');
  const last = title?.lines.at(-1);
  if (title === undefined || last === undefined) throw new Error('the front cover has no title');
  const bottom = last.y + last.size * 0.3 + (title.halo?.width ?? 0) / 2;
  return ((bottom + BLEED) * FRAME.height) / (PAGE_SIZE + 2 * BLEED);
}

/** The boxes of what the story has someone hold (`data-held`) in each SVG, by name. */
async function heldThings(svgs: string[]): Promise<{ held: string; left: number; right: number; top: number; bottom: number }[][]> {
  return page.evaluate(
    (list) =>
      list.map((svg) => {
        const holder = document.getElementById('inline') as HTMLElement;
        holder.innerHTML = svg;
        return [...holder.querySelectorAll<SVGGElement>('[data-held]')].map((thing) => {
          const box = thing.getBBox();
          return { held: thing.dataset.held ?? '', left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height };
        });
      }),
    svgs,
  );
}

const CLOSE = 0.13;
const FAR = 0.08;

describe('the family close to us', () => {
  test.each(Object.keys(SAMPLE_FAMILIES))(
    '%s: every head and held thing whole in the book page’s square, every head below the cover’s title; the grandchild close in every style',
    // 186 pictures drawn and laid out: about 20 s alone, over the default timeout beside the other suites.
    { timeout: 120_000 },
    async (name) => {
      const family = SAMPLE_FAMILIES[name];
      const problems: string[] = [];
      for (const styleId of STYLE_IDS) {
        const title = titleBottom(styleId);
        const svgs = [drawCover({ family, styleId }), ...SCENE_IDS.map((sceneId) => drawScene({ family, sceneId, styleId }))];
        const found = await heads(svgs);
        for (const [index, things] of (await heldThings(svgs)).entries())
          for (const { held, left, right, top, bottom } of things)
            if (left < SQUARE.left - 0.5 || right > SQUARE.right + 0.5 || top < -0.5 || bottom > FRAME.height + 0.5)
              problems.push(`${['cover', ...SCENE_IDS][index]} ${styleId}: the ${held} leaves the book page's square`);
        let close = 0;
        found.forEach((figures, index) => {
          const where = `${['cover', ...SCENE_IDS][index]} ${styleId}`;
          if (!figures.some((figure) => typeof figure !== 'string' && figure.figure === 'child'))
            problems.push(`${where}: no child's head`);
          for (const figure of figures) {
            if (typeof figure === 'string') {
              problems.push(`${where}: ${figure} has no marked head`);
              continue;
            }
            const inside = figure.top >= 0 && figure.bottom <= FRAME.height && figure.left >= SQUARE.left && figure.right <= SQUARE.right;
            if (!inside)
              problems.push(
                `${where}: ${figure.figure}'s head leaves the book page's square (${Math.round(figure.left)}–${Math.round(figure.right)})`,
              );
            if (index === 0 && figure.top < title)
              problems.push(`${where}: ${figure.figure}'s head reaches into the title (${Math.round(figure.top)} < ${Math.round(title)})`);
            if (figure.figure !== 'child' || index === 0) continue;
            const share = (figure.bottom - figure.top) / FRAME.height;
            if (share < FAR) problems.push(`${where}: the child's head is ${(share * 100).toFixed(1)} % of the height`);
            if (share >= CLOSE) close++;
          }
        });
        if (close < (SCENE_IDS.length * 2) / 3)
          problems.push(`${styleId}: the child's head is ≥ 13 % in ${close} of ${SCENE_IDS.length} scenes`);
      }
      expect(problems).toEqual([]);
    },
  );
});
