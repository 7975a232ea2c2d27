// A product the site does not know about, added to the pricing file: the API lists it at once,
// and so do the live examples on /developers and its Markdown twin.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { PricingResponse } from '../contract/schemas.ts';
import { ROOT } from '../harness/server.ts';
import { useServer } from './support/fixtures.ts';

const BOOKMARK = {
  id: 'bookmark',
  name: 'Matching bookmark',
  price: 4.5,
  description: 'A bookmark printed with the same illustrations as the book, shipped with it.',
};
const dir = mkdtempSync(join(tmpdir(), 'extra-product-'));
const file = join(dir, 'pricing.json');

const pricing = JSON.parse(readFileSync(`${ROOT}/content/pricing.json`, 'utf8'));
pricing.products.push(BOOKMARK);
writeFileSync(file, JSON.stringify(pricing, null, 2));
const server = useServer({ PRICING_FILE: file, RATE_LIMIT_PER_MINUTE: '100000' });
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
});

const text = async (path: string) => {
  const response = await fetch(server.url + path);
  expect(response.status, path).toBe(200);
  return response.text();
};

describe('an extra product in the pricing file', () => {
  test('is listed by /api/v1/pricing as written, after the others', async () => {
    const body = PricingResponse.parse(JSON.parse(await text('/api/v1/pricing')));
    expect(body.products.at(-1)).toEqual(BOOKMARK);
    expect(body.products.map((product) => product.id)).toContain('hardcover');
  });
  test('appears in the live getPricing example on /developers', async () => {
    const html = await text('/developers');
    const section = html.slice(html.indexOf('id="getPricing"'), html.indexOf('id="getPriceQuote"'));
    expect(section).toContain('"id": "bookmark"');
    expect(section).toContain('"name": "Matching bookmark"');
    expect(section).toContain('"price": 4.5');
  });
  test('appears in /developers.md too', async () => {
    const markdown = await text('/developers.md');
    expect(markdown).toContain('"id": "bookmark"');
    expect(markdown).toContain('"name": "Matching bookmark"');
    expect(markdown).toContain('"price": 4.5');
  });
  test('follows the pricing file while the server runs', async () => {
    const withBookmark = readFileSync(file, 'utf8');
    try {
      writeFileSync(file, readFileSync(`${ROOT}/content/pricing.json`, 'utf8'));
      for (const path of ['/api/v1/pricing', '/developers', '/developers.md']) expect(await text(path), path).not.toContain('bookmark');
    } finally {
      writeFileSync(file, withBookmark);
    }
    for (const path of ['/api/v1/pricing', '/developers', '/developers.md']) expect(await text(path), path).toContain('Matching bookmark');
  });
  test('does not disturb the quote or the pricing page', async () => {
    expect(JSON.parse(await text('/api/v1/pricing/quote'))).toMatchObject({ base_price: 44.99, total: 44.99 });
    expect(await text('/pricing')).toContain('$44.99');
  });
});
