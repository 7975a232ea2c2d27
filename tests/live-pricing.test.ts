// Prices come from the pricing file at request time: edits apply at once, bad edits never do.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { PriceQuoteResponse, PricingResponse } from '../contract/schemas.ts';
import { failedStart, ROOT } from '../harness/server.ts';
import { eventually } from './support/eventually.ts';
import { useServer } from './support/fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'pricing-'));
const file = join(dir, 'pricing.json');
const original = readFileSync(`${ROOT}/content/pricing.json`, 'utf8');

copyFileSync(`${ROOT}/content/pricing.json`, file);
const server = useServer({ PRICING_FILE: file, RATE_LIMIT_PER_MINUTE: '100000' });
// Every test starts from the shipped prices and leaves them behind, whatever order the tests run in.
afterEach(() => {
  rmSync(`${file}.tmp`, { force: true });
  writeFileSync(file, original);
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
});

const count = (text: string, needle: string) => text.split(needle).length - 1;

const quote = async (query: string) => PriceQuoteResponse.parse(await (await fetch(`${server.url}/api/v1/pricing/quote?${query}`)).json());
const pricing = async () => PricingResponse.parse(await (await fetch(`${server.url}/api/v1/pricing`)).json());

function withPrices(changes: Record<string, number>, currency = 'USD'): string {
  const data = JSON.parse(original) as { currency: string; products: { id: string; price: number }[] };
  data.currency = currency;
  for (const product of data.products) product.price = changes[product.id] ?? product.price;
  return JSON.stringify(data);
}

describe('a price edit while the server runs', () => {
  test('is served on the very next request, in place or by atomic rename, exact to the cent', async () => {
    writeFileSync(file, withPrices({ hardcover: 0.1, 'gift-wrap': 0.2 }));
    expect(await quote('gift_wrap=true')).toMatchObject({ base_price: 0.1, gift_wrap: 0.2, total: 0.3 });
    writeFileSync(`${file}.tmp`, withPrices({ hardcover: 38.99, 'gift-wrap': 6.99 }));
    renameSync(`${file}.tmp`, file);
    expect(await quote('gift_wrap=true')).toMatchObject({ base_price: 38.99, gift_wrap: 6.99, total: 45.98 });
    expect((await pricing()).products.find((product) => product.id === 'hardcover')?.price).toBe(38.99);
  });

  test('changes the HTML, the Markdown twin, llms.txt, the product feed and the API together', async () => {
    const text = (path: string, accept = '*/*') => fetch(server.url + path, { headers: { accept } }).then((r) => r.text());
    writeFileSync(file, withPrices({ hardcover: 57.25, digital: 31.5, 'gift-wrap': 4.75 }));
    const [html, twin, negotiated, llms, api] = await Promise.all([
      text('/pricing'),
      text('/pricing.md'),
      text('/pricing', 'text/markdown'),
      text('/llms.txt'),
      pricing(),
    ]);
    for (const page of [html, twin, negotiated, llms]) {
      expect(page).toContain('$57.25');
      expect(page).toContain('$31.50');
      expect(page).not.toContain('$44.99');
    }
    expect(html).toContain('$62.00');
    expect(twin).toContain('$62.00');
    expect(api.products.find((product) => product.id === 'hardcover')?.price).toBe(57.25);
    expect(await text('/occasions/christmas')).toContain('$62.00');
    const feed = await text('/feeds/products.xml');
    expect(feed).toContain('<g:price>57.25 USD</g:price>');
    expect(feed).not.toContain('<g:price>44.99 USD</g:price>');
  });

  test('a currency without minor units is computed in whole units', async () => {
    const yen = Object.fromEntries(JSON.parse(original).products.map(({ id }: { id: string }) => [id, 1000]));
    writeFileSync(file, withPrices({ ...yen, hardcover: 5200, digital: 2900, 'gift-wrap': 800 }, 'JPY'));
    expect(await quote('format_type=digital&gift_wrap=1')).toEqual({
      currency: 'JPY',
      base_price: 2900,
      gift_wrap: 800,
      discount: 0,
      total: 3700,
    });
  });
});

describe('an invalid edit never produces a 500 or a wrong price', () => {
  const broken = {
    'bad JSON': () => '{"currency": "USD", "products": [',
    'a negative price': () => withPrices({ hardcover: -1 }),
    'a price below a cent': () => withPrices({ hardcover: 44.999 }),
    'a missing product': () => {
      const data = JSON.parse(original);
      data.products = data.products.filter((product: { id: string }) => product.id !== 'gift-wrap');
      return JSON.stringify(data);
    },
    'a bad currency': () => withPrices({}, 'DOLLARS'),
    'an empty file': () => '',
  };
  test.each(Object.keys(broken))('%s: the last valid prices stay, the problem is logged once', async (name) => {
    writeFileSync(file, withPrices({ hardcover: 41.5 }));
    expect((await quote('')).base_price).toBe(41.5);
    const rejected = count(server.output(), 'pricing file rejected');
    const reloaded = count(server.output(), 'pricing reloaded');
    writeFileSync(file, broken[name as keyof typeof broken]());
    for (let n = 0; n < 3; n += 1) {
      const response = await fetch(`${server.url}/api/v1/pricing/quote`);
      expect(response.status).toBe(200);
      expect(PriceQuoteResponse.parse(await response.json()).base_price).toBe(41.5);
    }
    // A valid file again logs "pricing reloaded" after whatever the broken one logged: once that
    // line has come through the server's stderr, so has every rejection before it.
    writeFileSync(file, withPrices({ hardcover: 43.5 }));
    expect((await quote('')).base_price).toBe(43.5);
    const output = await eventually(server.output, (text) => count(text, 'pricing reloaded') > reloaded);
    expect(count(output, 'pricing file rejected') - rejected).toBe(1);
  });

  test('a named pipe in its place is refused unread: every path still answers, the old prices stay, one line says why', async () => {
    writeFileSync(file, withPrices({ hardcover: 44 }));
    expect((await quote('')).base_price).toBe(44);
    const rejected = count(server.output(), 'pricing file rejected');
    rmSync(file);
    execFileSync('mkfifo', [file]);
    try {
      // Opened blocking, the pipe would hold the whole process until a writer came: these would time out.
      for (let n = 0; n < 10; n += 1) {
        for (const path of ['/healthz', '/', '/api/v1/pricing']) {
          expect((await fetch(server.url + path, { signal: AbortSignal.timeout(5000) })).status).toBe(200);
        }
        expect((await quote('')).base_price).toBe(44);
        await new Promise((done) => setTimeout(done, 100));
      }
      const output = await eventually(server.output, (text) => count(text, 'pricing file rejected') > rejected);
      expect(count(output, 'pricing file rejected') - rejected).toBe(1);
      expect(output).toContain(`${file}: a named pipe, not a regular file; not read`);
    } finally {
      // Before afterEach writes the file: writing to a pipe nobody reads would wait for ever.
      rmSync(file);
    }
  });

  test('a deleted file keeps the last prices too', async () => {
    writeFileSync(file, withPrices({ hardcover: 42 }));
    expect((await quote('')).base_price).toBe(42);
    rmSync(file);
    const response = await fetch(`${server.url}/api/v1/pricing`);
    expect(response.status).toBe(200);
    expect((await quote('')).base_price).toBe(42);
  });
});

describe('start-up with a bad pricing file', () => {
  test('a missing file stops the server with a message naming it', async () => {
    const missing = join(dir, 'nowhere.json');
    const { code, output } = await failedStart({ PRICING_FILE: missing });
    expect(code).toBe(1);
    expect(output).toContain(missing);
    expect(output).toMatch(/cannot be read \(ENOENT\)/);
  });
  test('a named pipe stops the server with one line naming it, without waiting for a writer', async () => {
    const pipe = join(dir, 'pipe.json');
    execFileSync('mkfifo', [pipe]);
    const { code, output } = await failedStart({ PRICING_FILE: pipe });
    expect(code).toBe(1);
    expect(output).toContain(`${pipe}: a named pipe, not a regular file; not read`);
  });
  test('an invalid file stops the server with what is wrong', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, withPrices({ digital: -3 }));
    const { code, output } = await failedStart({ PRICING_FILE: bad });
    expect(code).toBe(1);
    expect(output).toContain(bad);
    expect(output).toContain('products[1].price');
  });
  test('an invalid environment variable stops it too', async () => {
    const { code, output } = await failedStart({ TRUST_PROXY: 'many' });
    expect(code).toBe(1);
    expect(output).toContain('TRUST_PROXY');
  });
});
