// The store's promises (content/store.yaml) reach buyers: the FAQ answers shipping, delivery times,
// order-by dates, the guarantee and contact; /pricing states shipping; each dated occasion page
// states its order-by dates. The HTML page and its Markdown twin say the same.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { arrivalFor, type DeliveryFacts } from '../contract/arrival.ts';
import { ROOT } from '../harness/server.ts';
import { useServer } from './support/fixtures.ts';

interface Days {
  min: number;
  max: number;
}
interface StoreFile {
  store: {
    book: { pages: number; scenes: number };
    previewDays: Days;
    makingDays: { hardcover: Days; digital: Days };
    shipping: DeliveryFacts['shipping'];
    deadlines: DeliveryFacts['deadlines'];
    guarantee: { days: number };
    contact: { email: string; hours: string };
  };
}
const { store } = parse(readFileSync(`${ROOT}/content/store.yaml`, 'utf8')) as StoreFile;

const days = ({ min, max }: Days) => `${min} to ${max} business days`;
const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: store.shipping.currency }).format(amount);
const today = new Date().toISOString().slice(0, 10);

/** The coming date of an occasion and its last days to order, as of today. */
function datesOf(occasion: string) {
  const dated = (format: 'hardcover' | 'digital', country = '') => {
    const dates = arrivalFor(store, { country, format, occasion, today }).occasion;
    if (dates === undefined) throw new Error(`${occasion} has no date`);
    return dates;
  };
  const hardcover = Object.fromEntries(
    store.shipping.regions.map((region) => [region.id, dated('hardcover', region.countries[0]).orderBy]),
  );
  return { date: dated('digital').date, orderBy: { digital: dated('digital').orderBy, hardcover } };
}
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
/** How a page states a last day to order on the day it is read (the start of it, when it is past). */
const lastDay = (date: string) =>
  today < date ? longDate(date) : today === date ? `today, ${longDate(date)}, is the last day` : 'too late';

const server = useServer();

/** The page's visible text (tags dropped, entities and spaces normalized) and its twin's. */
async function both(path: string): Promise<[string, string]> {
  const page = await (await fetch(server.url + path)).text();
  const twin = await (await fetch(`${server.url + path}.md`)).text();
  const main = page.slice(page.indexOf('<!-- page content -->'), page.indexOf('<!-- /page content -->'));
  // Block boundaries become spaces; inline tags vanish, as a reader sees them.
  const text = main
    .replace(/<\/?(p|li|ul|h\d|td|th|tr|caption)\b[^>]*>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
  const squash = (value: string) => value.replace(/\s+/g, ' ');
  return [squash(text), squash(twin.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_]/g, ''))];
}

describe('the FAQ answers what a buyer asks before paying', () => {
  test.each(['HTML', 'Markdown twin'])('shipping by region, delivery times, order-by dates, guarantee and contact (%s)', async (kind) => {
    const [html, twin] = await both('/faq');
    const text = kind === 'HTML' ? html : twin;
    for (const region of store.shipping.regions) {
      expect(text).toContain(`${region.name}: ${money(region.cost)}, arriving ${days(region.days)}`);
    }
    expect(text).toContain(`Within ${days(store.previewDays)} of your order`);
    expect(text).toContain(`printed and bound in ${days(store.makingDays.hardcover)}`);
    expect(text).toContain(`ready to download in ${days(store.makingDays.digital)}`);
    for (const { occasion, name } of store.deadlines) {
      const deadline = { name, ...datesOf(occasion) };
      expect(text).toContain(`${deadline.name}, ${longDate(deadline.date)}`);
      for (const region of store.shipping.regions) {
        expect(text).toContain(`Hardcover, ${region.name}: ${lastDay(deadline.orderBy.hardcover[region.id])}`);
      }
      expect(text).toContain(`Digital book: ${lastDay(deadline.orderBy.digital)}`);
    }
    expect(text).toContain(`within ${store.guarantee.days} days of delivery`);
    expect(text).toContain(store.contact.email);
    expect(text).toContain(store.contact.hours);
    expect(text).toContain(`Every book has ${store.book.pages} pages: the ${store.book.scenes} scenes you choose`);
  });
});

describe('/pricing states shipping', () => {
  test('every region with its cost and delivery time, and the pages of a hardcover, in HTML and twin', async () => {
    for (const text of await both('/pricing')) {
      for (const region of store.shipping.regions)
        expect(text).toMatch(new RegExp(`${region.name} \\s*\\|?\\s*\\${money(region.cost)}\\b`));
      for (const region of store.shipping.regions) expect(text).toContain(days(region.days));
      expect(text).toContain(`${store.book.pages}-page hardcover`);
    }
  });
});

describe('dated occasion pages state their order-by dates', () => {
  test.each(store.deadlines.map(({ occasion, name }) => [occasion, { name, ...datesOf(occasion) }] as const))(
    '%s',
    async (slug, deadline) => {
      for (const text of await both(`/occasions/${slug}`)) {
        expect(text).toContain(`${deadline.name} is on ${longDate(deadline.date)}`);
        for (const region of store.shipping.regions) {
          expect(text).toContain(`Hardcover, ${region.name}: ${lastDay(deadline.orderBy.hardcover[region.id])}`);
        }
        expect(text).toMatch(new RegExp(`Digital book \\([^)]*\\): ${lastDay(deadline.orderBy.digital)}`));
      }
    },
  );
  test('an occasion without a date promises none', async () => {
    const dated = new Set(store.deadlines.map((deadline) => deadline.occasion));
    const undated = ['grandchild-birthday', 'new-grandchild'].filter((slug) => !dated.has(slug));
    expect(undated.length).toBeGreaterThan(0);
    for (const slug of undated) for (const text of await both(`/occasions/${slug}`)) expect(text).not.toContain('Order in time');
  });
});
