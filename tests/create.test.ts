// /create in Chromium, as built by default (no ORDER_URL): the exact total of every combination from
// the live price list, with JavaScript on and off; the choice sent as the query string; a link's
// choice preselected; and the page says the order flow is not connected.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PricingResponse } from '../contract/schemas.ts';
import { launchChromium } from '../harness/browser.ts';
import { type RunningServer, startServer } from '../harness/server.ts';

let server: RunningServer;
let browser: Browser;
let price: (ids: string[]) => string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ RATE_LIMIT_PER_MINUTE: '100000' }), launchChromium()]);
  const { currency, products } = PricingResponse.parse(await (await fetch(`${server.url}/api/v1/pricing`)).json());
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const minor = (id: string) => Math.round((products.find((product) => product.id === id)?.price ?? Number.NaN) * 10 ** digits);
  price = (ids) => money.format(ids.reduce((sum, id) => sum + minor(id), 0) / 10 ** digits);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const COMBINATIONS = ['hardcover', 'digital'].flatMap((format) => [
  { format, giftWrap: false },
  { format, giftWrap: true },
]);

async function choose(page: Page, format: string, giftWrap: boolean) {
  await page.locator(`label:has(#format-${format})`).click();
  if ((await page.locator('#gift-wrap').isChecked()) !== giftWrap) await page.locator('label:has(#gift-wrap)').click();
}

async function shownTotal(page: Page): Promise<string> {
  const visible = page.locator('[data-total]:visible');
  expect(await visible.count()).toBe(1);
  return (await visible.locator('.total').textContent()) ?? '';
}

describe.each([
  { label: 'on', javaScriptEnabled: true },
  { label: 'off', javaScriptEnabled: false },
])('JavaScript $label', ({ javaScriptEnabled }) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ javaScriptEnabled });
  });
  afterAll(() => context.close());

  test('every combination of format and gift wrap shows its exact live total', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/create`);
    expect(await shownTotal(page)).toBe(price(['hardcover']));
    for (const { format, giftWrap } of COMBINATIONS) {
      await choose(page, format, giftWrap);
      expect(await shownTotal(page), `${format}, gift wrap ${giftWrap}`).toBe(price(giftWrap ? [format, 'gift-wrap'] : [format]));
    }
    await page.close();
  });

  test('the choice is sent as the query string, with the API ids', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/create`);
    await choose(page, 'digital', true);
    await page.locator('label:has(input[name="style"][value="watercolor"])').click();
    await page.locator('#occasion').selectOption('christmas');
    await Promise.all([page.waitForURL(/\/create\?/), page.getByRole('button', { name: 'Save my choices' }).click()]);
    const sent = new URL(page.url());
    expect(sent.pathname).toBe('/create');
    expect([...sent.searchParams]).toEqual([
      ['format', 'digital'],
      ['gift_wrap', 'true'],
      ['style', 'watercolor'],
      ['occasion', 'christmas'],
    ]);
    await page.close();
  });

  test('says that the order flow is not connected', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/create`);
    await expect(page.locator('#not-connected').textContent()).resolves.toMatch(/not connected/);
    await page.close();
  });
});

describe('with JavaScript', () => {
  test("a link's choice is selected when the page opens, and the total follows it", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/create?format=digital&gift_wrap=true&style=paper-cutout&occasion=mothers-day`);
    expect(await page.locator('#format-digital').isChecked()).toBe(true);
    expect(await page.locator('#gift-wrap').isChecked()).toBe(true);
    expect(await page.locator('input[name="style"][value="paper-cutout"]').isChecked()).toBe(true);
    expect(await page.locator('#occasion').inputValue()).toBe('mothers-day');
    expect(await shownTotal(page)).toBe(price(['digital', 'gift-wrap']));
    await page.close();
  });
  test('fields left empty stay out of the query', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/create`);
    await Promise.all([page.waitForURL(/\/create\?/), page.getByRole('button', { name: 'Save my choices' }).click()]);
    expect(new URL(page.url()).search).toBe('?format=hardcover');
    await page.close();
  });
});
