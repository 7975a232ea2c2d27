// Arrival dates in the builder, at a frozen clock, for every shipping region against store.yaml:
// the arrival range, and for Christmas the last day to order on the day before it, on the day
// itself, and the day after (when a digital book still arrives in time), then too late for both: one
// sentence each, whose dates agree with what it promises; and why a digital book takes the days it does.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { addBusinessDays, arrivalFor, type DeliveryFacts } from '../contract/arrival.ts';
import { ROOT } from '../harness/server.ts';
import { useBrowser, useServer } from './support/fixtures.ts';

const { store } = parse(readFileSync(`${ROOT}/content/store.yaml`, 'utf8')) as {
  store: Omit<DeliveryFacts, 'deadlines'> & { deadlines: [] };
};
const facts = store as unknown as DeliveryFacts;
const COUNTRY = new Intl.DisplayNames(['en'], { type: 'region' });
const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
const day = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A date well before Christmas, so the deadlines are in this year's season. */
const SEASON = '2026-10-01';

let page: Page;
const server = useServer({ RATE_LIMIT_PER_MINUTE: '100000' });
const browser = useBrowser();
beforeAll(async () => {
  page = await (await browser.newContext({ timezoneId: 'UTC' })).newPage();
  await page.clock.setFixedTime(new Date(`${SEASON}T12:00:00Z`));
  await page.goto(`${server.url}/create`);
}, 60_000);

/** What the builder says at noon on `today` (the clock moved, then the choice made again), for a format, country and occasion. */
async function arrivalOn(today: string, format: string, country: string, occasion = '') {
  await page.clock.setFixedTime(new Date(`${today}T12:00:00Z`));
  await page.locator('#occasion').selectOption(occasion === '' ? 'christmas' : '');
  await page.locator(`label:has(#format-${format})`).click();
  await page.locator('#country').selectOption(country);
  await page.locator('#occasion').selectOption(occasion);
  return (await page.locator('#arrival').textContent()) ?? '';
}

describe.each(store.shipping.regions.map((region) => [region.name, region] as const))('%s', (_, region) => {
  const country = region.countries[0];
  const where = COUNTRY.of(country);
  const christmas = arrivalFor(facts, { country, format: 'hardcover', occasion: 'christmas', today: SEASON }).occasion;
  const digital = arrivalFor(facts, { country, format: 'digital', occasion: 'christmas', today: SEASON }).occasion;
  if (christmas === undefined || digital === undefined) throw new Error('store.yaml has no Christmas deadline');

  test('a hardcover arrives within the preview, making and shipping days', async () => {
    const today = '2026-11-02';
    const earliest = addBusinessDays(today, facts.previewDays.min + facts.makingDays.hardcover.min + region.days.min);
    const latest = addBusinessDays(today, facts.previewDays.max + facts.makingDays.hardcover.max + region.days.max);
    expect(await arrivalOn(today, 'hardcover', country)).toBe(
      `Ordered today, it arrives in ${where} between ${day(earliest)} and ${day(latest)}.`,
    );
  });

  /** The arrival range ordered on `today`, as the builder writes it. */
  const range = (today: string, format: 'hardcover' | 'digital') => {
    const arrival = arrivalFor(facts, { country, format, occasion: 'christmas', today });
    return {
      text: `between ${day(arrival.earliest)} and ${day(arrival.latest)}`,
      latest: arrival.latest,
      date: arrival.occasion?.date ?? '',
    };
  };

  test('Christmas: the day before the last day, the last day, and the day after, each one sentence whose dates agree with it', async () => {
    const before = shift(christmas.orderBy, -1);
    const inTime = range(before, 'hardcover');
    expect(inTime.latest < inTime.date).toBe(true);
    expect(await arrivalOn(before, 'hardcover', country, 'christmas')).toBe(
      `Order by ${day(christmas.orderBy)} for Christmas delivery to ${where}: ordered today, it arrives in ${where} ${inTime.text}.`,
    );
    const lastDay = range(christmas.orderBy, 'hardcover');
    expect(lastDay.latest < lastDay.date).toBe(true);
    expect(await arrivalOn(christmas.orderBy, 'hardcover', country, 'christmas')).toBe(
      `Today is the last day to order for Christmas delivery to ${where}: ordered today, it arrives in ${where} ${lastDay.text}.`,
    );
    // Too late to be sure: the range it gives then reaches Christmas or beyond.
    const after = shift(christmas.orderBy, 1);
    const late = range(after, 'hardcover');
    expect(late.latest >= late.date).toBe(true);
    expect(await arrivalOn(after, 'hardcover', country, 'christmas')).toBe(
      `Too late to be sure of a hardcover in ${where} by Christmas: ordered today, it arrives in ${where} ${late.text}. ` +
        `A digital book is ready in time if you order by ${day(digital.orderBy)}.`,
    );
  });
});

test('a digital book says its days include the preview to approve', async () => {
  const today = '2026-11-02';
  const earliest = addBusinessDays(today, facts.previewDays.min + facts.makingDays.digital.min);
  const latest = addBusinessDays(today, facts.previewDays.max + facts.makingDays.digital.max);
  const span = ({ min, max }: { min: number; max: number }) => (min === max ? `${min}` : `${min} to ${max}`);
  expect(await arrivalOn(today, 'digital', 'US')).toBe(
    `Ordered today, your PDF is ready to download between ${day(earliest)} and ${day(latest)}. Those days include your preview: ` +
      `we send it within ${span(facts.previewDays)} business days, and make the PDF within ${span(facts.makingDays.digital)} once you approve it.`,
  );
});

test('after the digital deadline, too late to be sure of Christmas in either format', async () => {
  const digital = arrivalFor(facts, { country: 'US', format: 'digital', occasion: 'christmas', today: SEASON }).occasion;
  expect(digital).toBeDefined();
  const late = shift(digital?.orderBy ?? '', 1);
  expect(await arrivalOn(late, 'digital', 'US', 'christmas')).toMatch(
    /^Too late to be sure of it by Christmas \(Friday, December 25\): ordered today, your PDF is ready to download between .+\. Those days include your preview: /,
  );
  expect(await arrivalOn(late, 'hardcover', 'US', 'christmas')).toMatch(
    /^Too late to be sure of it by Christmas \(Friday, December 25\): ordered today, it arrives in United States between [^.]+\.$/,
  );
});
