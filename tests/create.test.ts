// The book builder at /create in Chromium, as built by default (no ORDER_URL): the delivered total
// of every format, gift wrap and country with JavaScript on and off; the preview is the book's pages
// in order, and names typed once appear on the cover, every story page and the letter; printers'
// limits explained; the book kept across a reload until "Start over"; the share link holds only
// non-personal choices; without JavaScript the page still plans the book and says the preview
// needs it. The book's shape and its PDF: book-preview.test.ts and book-pdf.test.ts.
import { readFileSync } from 'node:fs';
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
/** Bookplate, dedication and title page, a picture and a story page per scene (the picture left and right by turns), the letter. */
const KINDS = [
  'plate',
  'dedication',
  'title',
  ...Array.from({ length: SCENES_PER_BOOK }, (_, index) => (index % 2 === 0 ? ['picture', 'story'] : ['story', 'picture'])).flat(),
  'letter',
];

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

  test('the preview is the book in order; names typed once appear on the cover, every story page and the letter, and in the pictures’ descriptions', async () => {
    const page = await open();
    let pages = await previewPages(page);
    expect(pages.map((entry) => entry.kind)).toEqual(['front-cover', ...KINDS, 'back-cover']);
    expect(pages.map((entry) => entry.number).filter(Boolean)).toEqual(KINDS.map((_, index) => String(index + 1)));
    await typeNames(page, { child: 'Zoë-Ann', grandparents: ['Nana', 'Grandpa Joe'] });
    pages = await previewPages(page);
    expect(pages[0].words).toMatch(/Zoë-Ann.*with Nana and Grandpa Joe/);
    expect(pages[0].alt).toContain('Zoë-Ann');
    expect(pages.find((entry) => entry.kind === 'plate')?.words).toContain('Zoë-Ann');
    for (const story of pages.filter((entry) => entry.kind === 'story')) {
      expect(story.words).toContain('Zoë-Ann');
      expect(story.words).toMatch(/Nana|Grandpa Joe/);
    }
    for (const picture of pages.filter((entry) => entry.kind === 'picture')) expect(picture.alt).toContain('Zoë-Ann');
    expect(pages.find((entry) => entry.kind === 'letter')?.words).toMatch(/Dear Zoë-Ann,.*Nana and Grandpa Joe/);
    // One grandparent: every scene is about that one.
    await typeNames(page, { child: 'Zoë-Ann', grandparents: ['Abuela'] });
    for (const story of (await previewPages(page)).filter((entry) => entry.kind === 'story')) {
      expect(story.words).toContain('Abuela');
      expect(story.words).not.toMatch(/Grandpa Joe|Grandma|Grandpa/);
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
    // Printable text the book's typeface lacks is named, so the buyer can leave it out.
    await page.locator('#dedication').fill('With love 😀');
    await expect(page.locator('#dedication-problem').textContent()).resolves.toMatch(/typeface cannot print 😀/);
    await name.fill('Ꞔia');
    await expect(page.locator('#child-name-problem').textContent()).resolves.toMatch(/typeface cannot print Ꞔ/);
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
      expect(pages).toHaveLength(KINDS.length + 2);
      await expect(page.locator('#builder-status').textContent()).resolves.toMatch(/could not be (read|used)/);
      if (!damaged.includes('child')) expect(await page.locator('#child-name').inputValue()).toBe(damaged.startsWith('{"') ? 'Theo' : '');
      // What was kept is stored again: the next visit starts from it, without the damage or the message.
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('grandtales:book') ?? 'null'));
      expect(stored).toMatchObject({ version: 1 });
      await page.reload();
      expect(await previewPages(page)).toHaveLength(KINDS.length + 2);
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

  test('the preview turns with the buttons and the keys, two facing pages at a time on a wide screen, and says which are shown', async () => {
    const page = await open({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
    const status = (text: string) => page.locator('#page-status', { hasText: text }).waitFor();
    await status('Front cover');
    expect(await page.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next page' }).click();
    await status('Page 1 of 24');
    await page.getByRole('button', { name: 'Next page' }).click();
    await status('Pages 2–3 of 24');
    await page.locator('#book-pages').focus();
    await page.keyboard.press('End');
    await status('Back cover');
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await status('Page 24 of 24');
    await page.keyboard.press('PageUp');
    await status('Pages 22–23 of 24');
    await close(page);
  });

  test('a phone turns one page at a time', async () => {
    const page = await open({ reducedMotion: 'reduce', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.locator('#page-status', { hasText: 'Front cover' }).waitFor();
    for (const shown of ['Page 1 of 24', 'Page 2 of 24', 'Page 3 of 24']) {
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.locator('#page-status', { hasText: shown }).waitFor();
    }
    await close(page);
  });

  test('the preview draws the pages shown and the next ones, the others as they are turned to, and redraws a changed look', async () => {
    const page = await open({ reducedMotion: 'reduce' });
    // A drawn picture is 480×360; one not drawn yet is blank paper of 4×3.
    const pictures = (kind: string) =>
      page
        .locator(`#book-pages .slot[data-kind="${kind}"] img`)
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    const drawn = (kind: string) =>
      page
        .locator(`#book-pages .slot[data-kind="${kind}"] img`)
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth === 480));
    // Drawing happens as the browser finds time: waited for as Playwright waits, not within vitest's 1 s poll.
    const until = (check: () => Promise<boolean>) => expect.poll(check, { timeout: 20_000 }).toBe(true);
    await until(async () => (await drawn('front-cover'))[0]);
    // The scenes are further in: none is drawn until its spread is near. Pages out of sight are laid when the
    // browser is idle, so the test waits for all ten to be laid before it looks (on a busy machine it looked first).
    await until(async () => (await drawn('picture')).length === SCENES_PER_BOOK);
    expect(await drawn('picture')).toEqual(Array(SCENES_PER_BOOK).fill(false));
    // A first visit shows the default family: the cover is the build's file, not drawn here.
    const style = await page.locator('input[name="style"]:checked').inputValue();
    expect(new URL((await pictures('front-cover'))[0]).pathname).toBe(`/pictures/cover-${style}.svg`);
    await page.locator('#book-pages').focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    // Page 24 is shown: the last spread, a turn away, is drawn; the first is not.
    await until(async () => (await drawn('picture')).at(-1) === true);
    expect((await drawn('picture'))[0]).toBe(false);
    await page.keyboard.press('Home');
    const before = (await pictures('front-cover'))[0];
    await page.locator('[name="child.skin"]').selectOption('ebony');
    await until(async () => (await pictures('front-cover'))[0] !== before);
    // Another family is drawn in the browser.
    expect((await pictures('front-cover'))[0]).toMatch(/^data:image\/svg\+xml/);
    await close(page);
  });

  test('says how to order today, since the build has no order flow', async () => {
    const page = await open();
    const howToOrder = await page.locator('#how-to-order').textContent();
    expect(howToOrder).toContain(store.contact.email);
    // Nothing undecided is promised.
    expect(howToOrder).not.toMatch(/soon/);
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
