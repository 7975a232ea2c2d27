// Driving the book builder at /create in Chromium: the family's names typed in, what the preview
// shows (the book's pages, src/book), and the exact prices of the live price list, for the builder tests.
import type { Page } from 'playwright-core';
import { PricingResponse } from '../../contract/schemas.ts';

export interface Family {
  child: string;
  grandparents: string[];
}

export async function typeNames(page: Page, { child, grandparents }: Family) {
  await page.locator('#child-name').fill(child);
  await page.locator('#grandparents-0-name').fill(grandparents[0]);
  const second = page.locator('input[name="grandparents.1.included"]');
  if ((await second.isChecked()) !== grandparents.length > 1) await second.click();
  if (grandparents[1]) await page.locator('#grandparents-1-name').fill(grandparents[1]);
}

/**
 * Every page of the preview, covers included: its kind, number, words and the alt text of its picture,
 * once the pages out of sight are up to date too (the builder sets them when the browser is idle).
 */
export async function previewPages(page: Page) {
  await page.locator('#book-pages:not([data-pending])').waitFor({ state: 'attached' });
  return page.locator('#book-pages > .slot.page').evaluateAll((pages) =>
    pages.map((element) => ({
      kind: (element as HTMLElement).dataset.kind ?? '',
      number: (element as HTMLElement).dataset.number,
      words: [...element.querySelectorAll('.words text')].map((line) => line.textContent).join(' '),
      alt: element.querySelector('img')?.alt ?? '',
    })),
  );
}

/** Formats sums of live prices and fixed amounts as the site does ("$51.98"). */
export async function livePrices(origin: string) {
  const { currency, products } = PricingResponse.parse(await (await fetch(`${origin}/api/v1/pricing`)).json());
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const minor = (amount: number) => Math.round(amount * 10 ** digits);
  const of = (id: string) => products.find((product) => product.id === id)?.price ?? Number.NaN;
  return {
    of,
    money: (amount: number) => money.format(amount),
    /** Product ids and plain amounts, summed exactly. */
    sum: (...items: (string | number)[]) =>
      money.format(items.reduce<number>((total, item) => total + minor(typeof item === 'number' ? item : of(item)), 0) / 10 ** digits),
  };
}
