// schema.org JSON-LD over HTTP: every page's blocks parse; the home page describes the store, /pricing
// and the occasion pages a Product whose every Offer carries the live price of its product, the FAQ
// its questions, nested pages their breadcrumbs; and the prices follow a pricing-file edit at once.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PricingResponse } from '../contract/schemas.ts';
import { ROOT } from '../harness/server.ts';
import { useServer } from './support/fixtures.ts';

const SITE = 'https://books.example.com';
const dir = mkdtempSync(join(tmpdir(), 'pricing-'));
const pricingFile = join(dir, 'pricing.json');
const original = readFileSync(`${ROOT}/content/pricing.json`, 'utf8');
let pages: string[];

copyFileSync(`${ROOT}/content/pricing.json`, pricingFile);
const server = useServer({ SITE_URL: SITE, PRICING_FILE: pricingFile, RATE_LIMIT_PER_MINUTE: '100000' });
beforeAll(async () => {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
});

type Node = Record<string, unknown>;
const html = async (path: string) => (await fetch(server.url + path)).text();

async function jsonLd(path: string): Promise<Node[]> {
  const blocks = [...(await html(path)).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((block) => JSON.parse(block[1]) as Node);
}

/** Every Offer in a block, add-ons included. */
function offers(node: unknown): Node[] {
  if (Array.isArray(node)) return node.flatMap(offers);
  if (node === null || typeof node !== 'object') return [];
  const found = (node as Node)['@type'] === 'Offer' ? [node as Node] : [];
  return [...found, ...Object.values(node).flatMap(offers)];
}

const livePrices = async () => PricingResponse.parse(await (await fetch(`${server.url}/api/v1/pricing`)).json());

describe('JSON-LD on every page', () => {
  test('every block parses and speaks schema.org; each page type has its own', async () => {
    const types = new Map<string, string[]>();
    for (const path of pages) {
      const blocks = await jsonLd(path);
      for (const block of blocks) expect(block['@context'], path).toBe('https://schema.org');
      types.set(path, blocks.map((block) => String(block['@type'])).sort());
    }
    expect(types.get('/')).toEqual(['OnlineStore']);
    expect(types.get('/pricing')).toEqual(['Product']);
    expect(types.get('/faq')).toEqual(['FAQPage']);
    for (const path of pages.filter((page) => page.startsWith('/occasions/')))
      expect(types.get(path), path).toEqual(['BreadcrumbList', 'Product']);
  });
  test('every Offer has the live price and currency of its product, as in /api/v1/pricing', async () => {
    const { currency, products } = await livePrices();
    let checked = 0;
    for (const path of pages) {
      for (const offer of offers(await jsonLd(path))) {
        const product = products.find((candidate) => candidate.id === offer.sku);
        expect(product, `${path}: ${offer.sku}`).toBeDefined();
        expect([offer.price, offer.priceCurrency], `${path}: ${offer.sku}`).toEqual([product?.price, currency]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });
  test('the FAQPage holds the questions the page shows, in order', async () => {
    const page = await html('/faq');
    const shown = [...page.matchAll(/<section class="(?:[^"]* )?qa(?: [^"]*)?"[^>]*>\s*<h3[^>]*>([^<]+)<\/h3>/g)].map((match) =>
      match[1].replaceAll('&#39;', "'"),
    );
    const [faq] = await jsonLd('/faq');
    const questions = (faq.mainEntity as Node[]).map((question) => question.name);
    expect(shown.length).toBeGreaterThanOrEqual(10);
    expect(questions).toEqual(shown);
    for (const question of faq.mainEntity as Node[]) expect(String((question.acceptedAnswer as Node).text).length).toBeGreaterThan(20);
  });
  test('a nested page lists its breadcrumbs, ending at itself, with absolute URLs', async () => {
    const blocks = await jsonLd('/occasions/christmas');
    const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList')?.itemListElement as Node[];
    expect(trail.map((item) => [item.position, item.item])).toEqual([
      [1, `${SITE}/`],
      [2, `${SITE}/occasions`],
      [3, `${SITE}/occasions/christmas`],
    ]);
  });
  test('the store names its customer contact and its guarantee', async () => {
    const [store] = await jsonLd('/');
    expect((store.contactPoint as Node).email).toMatch(/@/);
    expect((store.hasMerchantReturnPolicy as Node).merchantReturnDays).toBeGreaterThan(0);
  });
});

describe('a pricing-file edit while the server runs', () => {
  test('changes the JSON-LD prices on the next request, with the API', async () => {
    const data = JSON.parse(original) as { currency: string; products: { id: string; price: number }[] };
    for (const product of data.products) product.price = Math.round(product.price * 100 + 101) / 100;
    data.currency = 'EUR';
    writeFileSync(pricingFile, JSON.stringify(data));
    try {
      const deadline = Date.now() + 10_000;
      while ((await livePrices()).currency !== 'EUR' && Date.now() < deadline) await new Promise((next) => setTimeout(next, 20));
      const { currency, products } = await livePrices();
      expect(currency).toBe('EUR');
      for (const path of ['/pricing', '/occasions/christmas']) {
        const found = offers(await jsonLd(path));
        expect(found.length).toBeGreaterThan(0);
        for (const offer of found) {
          expect([offer.price, offer.priceCurrency]).toEqual([products.find((product) => product.id === offer.sku)?.price, 'EUR']);
        }
      }
    } finally {
      writeFileSync(pricingFile, original);
    }
  });
});
