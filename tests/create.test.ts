// The book builder at /create in Chromium, as built by default (no ORDER_URL): the delivered total
// of every format, gift wrap and country with JavaScript on and off; names typed once appear on the
// cover and every spread; printers' limits explained; the book kept across a reload until "Start
// over"; the share link holds only non-personal choices; the PDF preview has a page per spread;
// without JavaScript the page still plans the book and says the preview needs it.
import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { NAME_MAX, SCENES_PER_BOOK } from '../contract/book-plan-rules.ts';
import { ROOT } from '../harness/server.ts';
import { livePrices, previewPages, typeNames } from './support/builder.ts';
import { useBrowser, useServer } from './support/fixtures.ts';

interface Region {
  id: string;
  name: string;
  countries: string[];
  cost: number;
}
const { store } = parse(readFileSync(`${ROOT}/content/store.yaml`, 'utf8')) as {
  store: { shipping: { regions: Region[] }; contact: { email: string } };
};
const REGIONS = store.shipping.regions;
/** Cover, a spread per scene, dedication, ending. */
const PAGES = SCENES_PER_BOOK + 3;

let prices: Awaited<ReturnType<typeof livePrices>>;

const server = useServer({ RATE_LIMIT_PER_MINUTE: '100000' });
const browser = useBrowser();
beforeAll(async () => {
  prices = await livePrices(server.url);
});

async function choose(page: Page, format: string, giftWrap: boolean, country: string) {
  await page.locator(`label:has(#format-${format})`).click();
  if ((await page.locator('#giftWrap').isChecked()) !== giftWrap) await page.locator('label:has(#giftWrap)').click();
  await page.locator('#country').selectOption(country);
}

/** A page in a fresh context: no book stored by an earlier test. */
async function open(options: Parameters<Browser['newContext']>[0] = {}, path = '/create') {
  const page = await (await browser.newContext(options)).newPage();
  await page.goto(server.url + path);
  return page;
}
const close = (page: Page) => page.context().close();

describe('with JavaScript', () => {
  test('every format, gift wrap and shipping region shows its exact delivered total', async () => {
    const page = await open();
    for (const region of REGIONS) {
      for (const giftWrap of [false, true]) {
        await choose(page, 'hardcover', giftWrap, region.countries[0]);
        const items = ['hardcover', ...(giftWrap ? ['gift-wrap'] : []), region.cost];
        await expect(page.locator('#total').textContent()).resolves.toBe(prices.sum(...items));
        await expect(page.locator('#total-detail').textContent()).resolves.toContain(`Shipping to`);
      }
    }
    for (const giftWrap of [false, true]) {
      await choose(page, 'digital', giftWrap, REGIONS[0].countries[0]);
      await expect(page.locator('#total').textContent()).resolves.toBe(prices.sum('digital', ...(giftWrap ? ['gift-wrap'] : [])));
      await expect(page.locator('#total-detail').textContent()).resolves.not.toContain('Shipping');
    }
    await close(page);
  });

  test('names typed once appear on the cover, every spread and the ending, and in the pictures’ descriptions', async () => {
    const page = await open();
    let pages = await previewPages(page);
    expect(pages.map((entry) => entry.kind)).toEqual(['cover', ...Array(SCENES_PER_BOOK).fill('spread'), 'dedication', 'ending']);
    await typeNames(page, { child: 'Zoë-Ann', grandparents: ['Nana', 'Grandpa Joe'] });
    pages = await previewPages(page);
    expect(pages[0].words).toContain('Zoë-Ann');
    for (const spread of pages.filter((entry) => entry.kind === 'spread')) {
      expect(spread.words).toContain('Zoë-Ann');
      expect(spread.words).toMatch(/Nana|Grandpa Joe/);
      expect(spread.alt).toContain('Zoë-Ann');
    }
    expect(pages.at(-1)?.words).toMatch(/Zoë-Ann.*Nana and Grandpa Joe/);
    // One grandparent: every scene is about that one.
    await typeNames(page, { child: 'Zoë-Ann', grandparents: ['Abuela'] });
    for (const spread of (await previewPages(page)).filter((entry) => entry.kind === 'spread')) {
      expect(spread.words).toContain('Abuela');
      expect(spread.words).not.toMatch(/Grandpa Joe|Grandma|Grandpa/);
    }
    await close(page);
  });

  test('a name the printer cannot set is explained beside it, and fixing it clears the message', async () => {
    const page = await open();
    const name = page.locator('#child-name');
    await name.fill('Mia😀');
    await expect(page.locator('#child-name-problem').textContent()).resolves.toMatch(/letters/);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    // The field itself refuses more than the printer's limit.
    await name.fill('A'.repeat(NAME_MAX + 5));
    expect((await name.inputValue()).length).toBe(NAME_MAX);
    await name.fill('Mia');
    await expect(page.locator('#child-name-problem').textContent()).resolves.toBe('');
    expect(await name.getAttribute('aria-invalid')).toBeNull();
    await page.locator('#dedication').fill('With love');
    await expect(page.locator('#dedication-count').textContent()).resolves.toBe('9 of 250 characters');
    await close(page);
  });

  test('the book survives a reload; "Start over" forgets it', async () => {
    const page = await open();
    await typeNames(page, { child: 'Theo', grandparents: ['Oma', 'Opa'] });
    await page.locator('#dedication').fill('For Theo, from the lake house');
    await page.locator('#grandparents-0-hair').selectOption('dark');
    await page.locator('label:has(input[name="style"][value="watercolor"])').click();
    await page.reload();
    expect(await page.locator('#child-name').inputValue()).toBe('Theo');
    expect(await page.locator('#grandparents-1-name').inputValue()).toBe('Opa');
    expect(await page.locator('#dedication').inputValue()).toBe('For Theo, from the lake house');
    expect(await page.locator('#grandparents-0-hair').inputValue()).toBe('dark');
    expect(await page.locator('input[name="style"][value="watercolor"]').isChecked()).toBe(true);
    expect((await previewPages(page))[0].words).toContain('Theo');
    await page.getByRole('button', { name: 'Start over' }).click();
    expect(await page.locator('#child-name').inputValue()).toBe('');
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    await page.reload();
    expect(await page.locator('#child-name').inputValue()).toBe('');
    expect(await page.locator('#dedication').inputValue()).toBe('');
    await close(page);
  });

  test.each(['{"style":{"toString":1}}', '{"grandparents":"x"}', '{"child":null,"scenes":7}', '{not json'])(
    'a damaged saved book (%s) starts a fresh one, keeping what is valid, and says so, once',
    async (damaged) => {
      const page = await open();
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await typeNames(page, { child: 'Theo', grandparents: ['Oma'] });
      // Damage the stored book, keeping its valid child name beside the damage.
      await page.evaluate((text) => {
        const stored = JSON.parse(localStorage.getItem('grandtales:book') ?? '{}');
        localStorage.setItem('grandtales:book', text.startsWith('{"') ? JSON.stringify({ ...stored, ...JSON.parse(text) }) : text);
      }, damaged);
      await page.reload();
      const pages = await previewPages(page);
      expect(pages).toHaveLength(PAGES);
      await expect(page.locator('#builder-status').textContent()).resolves.toMatch(/could not be (read|used)/);
      if (!damaged.includes('child')) expect(await page.locator('#child-name').inputValue()).toBe(damaged.startsWith('{"') ? 'Theo' : '');
      // What was kept is stored again: the next visit starts from it, without the damage or the message.
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('grandtales:book') ?? 'null'));
      expect(stored).toMatchObject({ version: 1 });
      await page.reload();
      expect(await previewPages(page)).toHaveLength(PAGES);
      await expect(page.locator('#builder-status').textContent()).resolves.toBe('');
      expect(errors).toEqual([]);
      await close(page);
    },
  );

  test('the share link carries the non-personal choices in the fragment, and opens with them chosen', async () => {
    const page = await open({ permissions: ['clipboard-read', 'clipboard-write'] });
    await typeNames(page, { child: 'Ravi', grandparents: ['Dadi'] });
    await choose(page, 'digital', true, 'AU');
    await page.locator('label:has(input[name="style"][value="paper-cutout"])').click();
    await page.getByRole('button', { name: 'Copy a link to these choices' }).click();
    const link = await page.locator('#share-link').inputValue();
    const url = new URL(link);
    expect(url.pathname + url.search).toBe('/create');
    expect(url.hash).toMatch(/^#style=paper-cutout&format=digital&gift_wrap=1&country=AU&scenes=[a-z,-]+$/);
    expect(link).not.toMatch(/Ravi|Dadi/);
    const fresh = await browser.newContext();
    const shared = await fresh.newPage();
    await shared.goto(link);
    expect(await shared.locator('input[name="style"][value="paper-cutout"]').isChecked()).toBe(true);
    expect(await shared.locator('#format-digital').isChecked()).toBe(true);
    expect(await shared.locator('#giftWrap').isChecked()).toBe(true);
    expect(await shared.locator('#country').inputValue()).toBe('AU');
    expect(await shared.locator('#child-name').inputValue()).toBe('');
    await fresh.close();
    await close(page);
  });

  test("an occasion's link ticks its suggested scenes, as many as a book holds", async () => {
    const page = await open({}, '/create#occasion=christmas');
    const suggested = ['baking-cookies', 'building-a-blanket-fort', 'bedtime-story', 'living-room-dance-party'];
    expect(await page.locator('#occasion').inputValue()).toBe('christmas');
    const ticked = await page
      .locator('input[name="scenes"]:checked')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(ticked).toHaveLength(SCENES_PER_BOOK);
    expect(ticked).toEqual(expect.arrayContaining(suggested));
    await expect(page.locator('#scene-count').textContent()).resolves.toBe(`${SCENES_PER_BOOK} of ${SCENES_PER_BOOK} scenes chosen.`);
    // Swapping: untick one, and the page asks for another.
    await page.locator('label:has(input[value="bedtime-story"])').click();
    await expect(page.locator('#scene-count').textContent()).resolves.toMatch(/choose 1 more/);
    await close(page);
  });

  test('the preview turns with the buttons and the arrow keys, and says which page is shown', async () => {
    const page = await open({ reducedMotion: 'reduce' });
    await expect(page.locator('#page-status').textContent()).resolves.toBe(`Page 1 of ${PAGES}`);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.locator('#page-status', { hasText: `Page 2 of ${PAGES}` }).waitFor();
    await page.locator('#book-pages').focus();
    await page.keyboard.press('End');
    await page.locator('#page-status', { hasText: `Page ${PAGES} of ${PAGES}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.locator('#page-status', { hasText: `Page ${PAGES - 1} of ${PAGES}` }).waitFor();
    await close(page);
  });

  test('the preview draws the page shown and the one beside it, the others as they are turned to, and redraws a changed look', async () => {
    const page = await open({ reducedMotion: 'reduce' });
    // A drawn picture is 480×360; one not drawn yet is blank paper of 4×3.
    const pictures = () => page.locator('#book-pages img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    const drawn = () =>
      page.locator('#book-pages img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth === 480));
    await expect.poll(async () => (await drawn()).slice(0, 2)).toEqual([true, true]);
    expect((await drawn()).at(-1)).toBe(false);
    // A first visit shows the default family: the cover and first spread are the build's files, not drawn here.
    const style = await page.locator('input[name="style"]:checked').inputValue();
    const scene = await page.locator('input[name="scenes"]:checked').first().inputValue();
    expect((await pictures()).slice(0, 2).map((src) => new URL(src).pathname)).toEqual([
      `/pictures/cover-${style}.svg`,
      `/pictures/${scene}-${style}.svg`,
    ]);
    await page.locator('#book-pages').focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    // The dedication is shown: the last spread is the page beside it.
    await expect.poll(async () => (await drawn()).at(-1)).toBe(true);
    await page.keyboard.press('Home');
    const before = (await pictures())[0];
    await page.locator('[name="child.skin"]').selectOption('ebony');
    await expect.poll(async () => (await pictures())[0]).not.toBe(before);
    // Another family is drawn in the browser.
    expect((await pictures())[0]).toMatch(/^data:image\/svg\+xml/);
    await close(page);
  });

  test('the PDF preview is made in the browser, with the cover, a page per spread, the dedication and the ending', async () => {
    const page = await open();
    await typeNames(page, { child: 'Ada', grandparents: ['Gran'] });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the preview (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('grandtales-book-preview.pdf');
    const pdf = await PDFDocument.load(readFileSync((await download.path()) ?? ''));
    expect(pdf.getPageCount()).toBe(PAGES);
    const [spread, cover] = [pdf.getPage(1).getSize(), pdf.getPage(0).getSize()];
    expect(spread.width / spread.height).toBe(2);
    expect(cover.width).toBeLessThan(cover.height);
    await close(page);
  });

  test('says how to order today, since the build has no order flow', async () => {
    const page = await open();
    await expect(page.locator('#how-to-order').textContent()).resolves.toContain(store.contact.email);
    expect(await page.getByRole('button', { name: 'Order this book' }).count()).toBe(0);
    await close(page);
  });
});

describe('without JavaScript', () => {
  test('every combination shows its live price and shipping; the preview says it needs JavaScript', async () => {
    const page = await open({ javaScriptEnabled: false });
    await expect(page.locator('.preview').textContent()).resolves.toContain('The preview of your book needs JavaScript');
    for (const region of REGIONS) {
      for (const giftWrap of [false, true]) {
        await choose(page, 'hardcover', giftWrap, region.countries.at(-1) ?? '');
        const shown = page.locator('[data-line]:visible');
        expect(await shown.count()).toBe(1);
        const text = (await shown.textContent())?.replace(/\s+/g, ' ');
        expect(text).toContain(prices.sum('hardcover', ...(giftWrap ? ['gift-wrap'] : [])));
        expect(text).toContain(`shipping to ${region.name} ${prices.money(region.cost)}`);
      }
    }
    await choose(page, 'digital', true, REGIONS[0].countries[0]);
    await expect(page.locator('[data-line]:visible').textContent()).resolves.toContain(prices.sum('digital', 'gift-wrap'));
    // Every field can still be filled in, and nothing offers a button that needs JavaScript.
    await typeNames(page, { child: 'Mia', grandparents: ['Nana'] });
    expect(await page.locator('#how-to-order').isVisible()).toBe(true);
    expect(await page.locator('button:visible').count()).toBe(0);
    await close(page);
  });
});
