// The builder's preview is the book the shop sells, in sight while the buyer edits, in Chromium:
// as many numbered pages as store.yaml promises, every page square; two facing pages side by side
// on a desktop, the preview staying beside the form (at least 30 % of the screen) with the scene
// choices in view; on a phone, the name on the cover in the upper 60 % of the screen while it is
// typed. In light and dark.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../harness/server.ts';
import { useBrowser, useServer } from './support/fixtures.ts';

const { store } = parse(readFileSync(`${ROOT}/content/store.yaml`, 'utf8')) as { store: { book: { pages: number } } };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const server = useServer({ RATE_LIMIT_PER_MINUTE: '100000' });
const browser = useBrowser();

const boxOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).boundingBox();
  if (box === null) throw new Error(`${selector} is not shown`);
  return box;
};

describe.each(['light', 'dark'] as const)('%s', (colorScheme) => {
  test('a desktop shows facing pages, and keeps the book beside the form with the scene choices in view', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, colorScheme, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${server.url}/create`);
    const numbered = page.locator('#book-pages .slot.page[data-number]');
    expect(await numbered.count()).toBe(store.book.pages);
    for (const box of await page
      .locator('#book-pages .slot.page svg')
      .evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect()))) {
      expect(Math.abs(box.width - box.height)).toBeLessThan(1);
    }
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.locator('#page-status', { hasText: 'Pages 2–3 of' }).waitFor();
    const [left, right] = [await boxOf(page, '.slot[data-number="2"]'), await boxOf(page, '.slot[data-number="3"]')];
    expect(Math.abs(left.y - right.y)).toBeLessThan(1);
    expect(Math.abs(left.x + left.width - right.x)).toBeLessThan(1);
    expect(left.width).toBeGreaterThan(DESKTOP.width * 0.15);

    await page.locator('#scenes').scrollIntoViewIfNeeded();
    const choice = page.locator('label:has(input[name="scenes"]:not(:checked))').first();
    await choice.click();
    const scene = await boxOf(page, 'label:has(input[name="scenes"]:focus)');
    expect(scene.y).toBeGreaterThanOrEqual(0);
    expect(scene.y + scene.height).toBeLessThanOrEqual(DESKTOP.height);
    const book = await boxOf(page, '#book-pages');
    expect(book.width).toBeGreaterThanOrEqual(DESKTOP.width * 0.3);
    expect(book.y).toBeGreaterThanOrEqual(0);
    expect(book.y + book.height).toBeLessThanOrEqual(DESKTOP.height);
    // Ticking a scene opens the book at its story.
    const ticked = await page.locator('input[name="scenes"]:focus').inputValue();
    const story = page.locator(`.slot[data-key="${ticked}-story"]`);
    const number = await story.getAttribute('data-number');
    await page.locator('#page-status', { hasText: new RegExp(`\\b${number}\\b`) }).waitFor();
    const shown = await story.boundingBox();
    expect(shown && shown.x >= book.x - 1 && shown.x + shown.width <= book.x + book.width + 1).toBe(true);
    await context.close();
  });

  test('a phone shows one square page at a time, and the name on the cover in the upper 60 % of the screen as it is typed', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, colorScheme });
    const page = await context.newPage();
    await page.goto(`${server.url}/create`);
    await page.locator('#child-name').scrollIntoViewIfNeeded();
    await page.locator('#grandparents-1-name').focus();
    await page.locator('#child-name').focus();
    for (const typed of ['M', 'Ma', 'Mat', 'Mate', 'Mateo']) {
      await page.keyboard.type(typed.at(-1) ?? '');
      const cover = page.locator('.slot[data-key="front-cover"]');
      // Waited for as Playwright waits for an element, not within vitest's 1 s poll: a loaded machine is slow.
      await cover.locator('.words text', { hasText: new RegExp(`^${typed}$`) }).waitFor();
      const box = await boxOf(page, '.slot[data-key="front-cover"]');
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height * 0.6);
      expect(Math.abs(box.width - box.height)).toBeLessThan(1);
      // The field being typed in is on screen too, below the book.
      const field = await boxOf(page, '#child-name');
      expect(field.y).toBeGreaterThanOrEqual(box.y + box.height);
      expect(field.y + field.height).toBeLessThanOrEqual(PHONE.height);
    }
    // One page at a time: the pages beside the cover are out of the book's frame.
    const frame = await boxOf(page, '#book-pages');
    const inFrame = await page.locator('#book-pages .slot.page').evaluateAll(
      (slots, [left, right]) =>
        slots.filter((slot) => {
          const box = slot.getBoundingClientRect();
          return box.right > left + 1 && box.left < right - 1;
        }).length,
      [frame.x, frame.x + frame.width],
    );
    expect(inFrame).toBe(1);
    await context.close();
  });
});
