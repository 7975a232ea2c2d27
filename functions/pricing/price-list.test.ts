import { mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { fromMinor, minorDigits, toMinor } from '../../contract/money.ts';
import { quote } from '../../contract/quote.ts';
import { LiveFileError } from '../lib/live-text.ts';
import { createLogger } from '../lib/log.ts';
import { createPricingSource, parsePriceList } from './price-list.ts';

/** Files whose ctime statSync reports as frozen: what a filesystem with coarse timestamps shows. */
const frozenCtime = new Map<string, number>();
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const statSync = ((path: string, options?: object) => {
    const stats = fs.statSync(path, options);
    const ctimeMs = frozenCtime.get(String(path));
    return ctimeMs === undefined
      ? stats
      : Object.assign(Object.create(Object.getPrototypeOf(stats)), stats, { ctimeMs, ctime: new Date(ctimeMs) });
  }) as typeof fs.statSync;
  return { ...fs, default: { ...fs, statSync }, statSync };
});

const DEFAULT = readFileSync(join(import.meta.dirname, '../../content/pricing.json'), 'utf8');

function variant(edit: (data: { currency: string; products: { id: string; price: number }[] }) => void): string {
  const data = JSON.parse(DEFAULT);
  edit(data);
  return JSON.stringify(data);
}

/** The default price list with the first product (hardcover) at price. */
const firstPriced = (price: number) =>
  variant((d) => {
    d.products[0].price = price;
  });

describe('minor units', () => {
  test('currencies have their own number of decimals', () => {
    expect([minorDigits('USD'), minorDigits('JPY'), minorDigits('KWD')]).toEqual([2, 0, 3]);
  });
  test('amounts with too many decimals are refused, others convert exactly', () => {
    expect(toMinor(44.99, 2)).toBe(4499);
    expect(toMinor(0.1, 2)).toBe(10);
    expect(toMinor(44.999, 2)).toBeUndefined();
    expect(toMinor(1.5, 0)).toBeUndefined();
    expect(fromMinor(4598, 2)).toBe(45.98);
  });
});

describe('the quote', () => {
  test('adds gift wrap to either format in exact cents', () => {
    const prices = parsePriceList(
      'p',
      variant((data) => {
        for (const product of data.products)
          product.price = { hardcover: 0.1, digital: 38.99, 'gift-wrap': 0.2 }[product.id] ?? product.price;
      }),
      1,
    );
    expect(quote(prices, { format_type: 'hardcover', gift_wrap: true })).toEqual({
      currency: 'USD',
      base_price: 0.1,
      gift_wrap: 0.2,
      discount: 0,
      total: 0.3,
    });
    expect(quote(prices, { format_type: 'digital', gift_wrap: true }).total).toBe(39.19);
    expect(quote(prices, { format_type: 'digital', gift_wrap: false })).toMatchObject({ gift_wrap: 0, total: 38.99 });
  });
});

describe('the pricing file', () => {
  test('the shipped default is valid and covers every required product', () => {
    expect(parsePriceList('default', DEFAULT, 1).products.length).toBeGreaterThanOrEqual(6);
  });
  test.each([
    ['bad JSON', '{', /not valid JSON/],
    ['a negative price', firstPriced(-5), /products\[0\]\.price/],
    ['a missing product', variant((d) => void d.products.splice(2, 1)), /product "gift-wrap" is missing/],
    [
      'a duplicate id',
      variant((d) => {
        d.products[1].id = 'hardcover';
      }),
      /duplicate id "hardcover"/,
    ],
    [
      'a bad currency',
      variant((d) => {
        d.currency = 'usd';
      }),
      /currency: must be an ISO 4217/,
    ],
    ['a string price', DEFAULT.replace('"price": 44.99', '"price": "44.99"'), /products\[0\]\.price/],
  ])('%s is refused with a message naming the file and the problem', (_, text, problem) => {
    expect(() => parsePriceList('/srv/pricing.json', text, 1)).toThrow(LiveFileError);
    expect(() => parsePriceList('/srv/pricing.json', text, 1)).toThrow(problem);
    expect(() => parsePriceList('/srv/pricing.json', text, 1)).toThrow(/^\/srv\/pricing\.json: /);
  });
});

describe('the pricing source', () => {
  test('re-reads a same-size rewrite made within one clock tick, and logs each bad change once', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'prices-')), 'pricing.json');
    writeFileSync(file, firstPriced(11.11));
    const lines: string[] = [];
    const source = createPricingSource({ file, log: createLogger('info', (line) => lines.push(line)) });
    expect(source.current().minor('hardcover')).toBe(1111);
    writeFileSync(file, firstPriced(22.22));
    expect(source.current().minor('hardcover')).toBe(2222);
    expect(source.current().version).toBe(2);
    writeFileSync(file, firstPriced(-2.22));
    for (let n = 0; n < 5; n += 1) expect(source.current().minor('hardcover')).toBe(2222);
    expect(lines.filter((line) => line.includes('rejected'))).toHaveLength(1);
  });
  test('re-reads a same-size rewrite whose stat is unchanged (mtime forced back, ctime within one tick)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'prices-')), 'pricing.json');
    const [before, after] = [firstPriced(11.11), firstPriced(22.22)];
    expect(after.length).toBe(before.length);
    writeFileSync(file, before);
    const seconds = Math.floor(Date.now() / 1000) - 60;
    utimesSync(file, seconds, seconds);
    const { ctimeMs, ino } = statSync(file);
    frozenCtime.set(file, ctimeMs);
    onTestFinished(() => void frozenCtime.delete(file));
    const clock = { now: ctimeMs + 500 };
    const source = createPricingSource({ file, log: createLogger('silent'), now: () => clock.now });
    expect(source.current().minor('hardcover')).toBe(1111);
    writeFileSync(file, after);
    utimesSync(file, seconds, seconds);
    const stats = statSync(file);
    // The stat the source compares is the same as before the rewrite: only the content tells.
    expect([stats.ino, stats.size, stats.mtimeMs, stats.ctimeMs]).toEqual([ino, before.length, seconds * 1000, ctimeMs]);
    clock.now = ctimeMs + 1500;
    expect(source.current().minor('hardcover')).toBe(2222);
    expect(source.current().version).toBe(2);
  });
  test('checked once per event-loop turn, an edit is seen from the next turn on', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'prices-')), 'pricing.json');
    writeFileSync(file, firstPriced(11.11));
    const source = createPricingSource({ file, log: createLogger('silent'), oncePerTurn: true });
    expect(source.current().minor('hardcover')).toBe(1111);
    writeFileSync(file, firstPriced(22.22));
    // The turn that already checked the file keeps what it saw (one stat per turn, not per request).
    expect(source.current().minor('hardcover')).toBe(1111);
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.current().minor('hardcover')).toBe(2222);
  });
  test('a missing file at start-up throws, naming the file', () => {
    expect(() => createPricingSource({ file: '/nowhere/pricing.json', log: createLogger('silent') })).toThrow(
      '/nowhere/pricing.json: cannot be read (ENOENT)',
    );
  });
});
