// HEAD and conditional GET (RFC 9110 §9.3.2, §13.1.2) on pages and on every API operation.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { exampleRequest, ROUTES } from '../contract/routes.ts';
import { ROOT } from '../harness/server.ts';
import { useServer } from './support/fixtures.ts';
import { header } from './support/required.ts';

const dir = mkdtempSync(join(tmpdir(), 'conditional-'));
const file = join(dir, 'pricing.json');
const original = readFileSync(`${ROOT}/content/pricing.json`, 'utf8');
const QUOTA = 1000;

copyFileSync(`${ROOT}/content/pricing.json`, file);
// TRUST_PROXY lets each test count its own requests as a client of its own.
const server = useServer({ PRICING_FILE: file, TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: String(QUOTA) });
afterEach(() => writeFileSync(file, original));
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
});

let clients = 0;
function newClient() {
  clients += 1;
  const address = `198.51.100.${clients}`;
  return (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(server.url + path, { method, headers: { 'x-forwarded-for': address, ...headers } });
}
const remaining = (response: Response) => Number(/^"default";r=(\d+);t=\d+$/.exec(response.headers.get('ratelimit') ?? '')?.[1]);

/** Every header but those that legitimately differ between two answers. */
function headersOf(response: Response): Record<string, string> {
  return Object.fromEntries([...response.headers].filter(([name]) => !['date', 'keep-alive', 'connection'].includes(name)));
}

const PAGES = [
  ['/', 'text/html'],
  ['/pricing', 'text/html'],
  ['/developers', 'text/html'],
  ['/pricing.md', '*/*'],
  ['/faq', 'text/markdown'],
  ['/llms.txt', '*/*'],
] as const;
const ENCODINGS = ['identity', 'br'] as const;

describe('HEAD on site files', () => {
  test.each(PAGES.flatMap(([path, accept]) => ENCODINGS.map((encoding) => [path, accept, encoding] as const)))(
    '%s (Accept: %s, %s) has the headers of GET and no body',
    async (path, accept, encoding) => {
      const headers = { accept, 'accept-encoding': encoding };
      const get = await fetch(server.url + path, { headers });
      const body = Buffer.from(await get.arrayBuffer());
      const head = await fetch(server.url + path, { method: 'HEAD', headers });
      expect(head.status).toBe(200);
      expect(headersOf(head)).toEqual(headersOf(get));
      expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
      expect(Number(get.headers.get('content-length'))).toBeGreaterThan(0);
      if (encoding === 'identity') expect(Number(get.headers.get('content-length'))).toBe(body.length);
      expect(await head.text()).toBe('');
    },
  );
});

describe('If-None-Match on site files', () => {
  const cases = PAGES.flatMap(([path, accept]) => ENCODINGS.map((encoding) => [path, accept, encoding] as const));
  test.each(cases)('%s (Accept: %s, %s): the same, weak, listed and * tags get 304', async (path, accept, encoding) => {
    const headers = { accept, 'accept-encoding': encoding };
    const first = await fetch(server.url + path, { headers });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    for (const field of [etag, `W/${etag}`, `"x", ${etag}`, `W/"x", W/${etag}`, '*']) {
      const again = await fetch(server.url + path, { headers: { ...headers, 'if-none-match': field } });
      expect(again.status, field).toBe(304);
      expect(again.headers.get('etag'), field).toBe(etag);
      expect(await again.text(), field).toBe('');
    }
    const other = await fetch(server.url + path, { headers: { ...headers, 'if-none-match': '"x", W/"y"' } });
    expect(other.status).toBe(200);
  });
  test('the tag of one encoding does not revalidate another', async () => {
    const brotli = await fetch(`${server.url}/pricing`, { headers: { 'accept-encoding': 'br' } });
    const plain = await fetch(`${server.url}/pricing`, {
      headers: { 'accept-encoding': 'identity', 'if-none-match': header(brotli, 'etag') },
    });
    expect(plain.status).toBe(200);
  });
});

describe('conditional GET on every API operation', () => {
  test.each(ROUTES.map(exampleRequest))('%s: 200 with a strong ETag, private and no-cache, ETag exposed', async (path) => {
    const response = await newClient()(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('access-control-expose-headers')?.split(/,\s*/)).toContain('ETag');
  });
  test.each(ROUTES.map(exampleRequest))('%s: the same, weak, listed and * tags get 304, counted by the limiter', async (path) => {
    const as = newClient();
    const first = await as(path);
    const etag = header(first, 'etag');
    let left = remaining(first);
    expect(left).toBe(QUOTA - 1);
    for (const field of [etag, `W/${etag}`, `"x", ${etag}`, '*']) {
      const again = await as(path, { 'if-none-match': field });
      expect(again.status, field).toBe(304);
      expect(again.headers.get('etag'), field).toBe(etag);
      expect(again.headers.get('ratelimit-policy'), field).toBe(`"default";q=${QUOTA};w=60`);
      expect(remaining(again), field).toBe(left - 1);
      expect(again.headers.get('access-control-allow-origin'), field).toBe('*');
      expect(await again.text(), field).toBe('');
      // The client's next request sees the 304 counted against its own quota.
      const next = await as(path);
      expect(remaining(next), field).toBe(left - 2);
      left -= 2;
    }
    const other = await as(path, { 'if-none-match': '"x"' });
    expect(other.status).toBe(200);
    expect(remaining(other)).toBe(left - 1);
  });
  test('HEAD with a matching tag is a 304 too', async () => {
    const as = newClient();
    const etag = header(await as('/api/v1/status'), 'etag');
    expect((await as('/api/v1/status', { 'if-none-match': etag }, 'HEAD')).status).toBe(304);
  });
  test('an error answer is never a 304', async () => {
    expect((await newClient()('/api/v1/scenes?category=scary', { 'if-none-match': '*' })).status).toBe(422);
  });
});

describe('the ETag of the price list follows the pricing file', () => {
  test('a price edit changes it, and the old tag no longer revalidates', async () => {
    const as = newClient();
    const before = header(await as('/api/v1/pricing'), 'etag');
    const data = JSON.parse(original);
    data.products[0].price = 12.34;
    writeFileSync(file, JSON.stringify(data));
    const stale = await as('/api/v1/pricing', { 'if-none-match': before });
    expect(stale.status).toBe(200);
    const after = header(stale, 'etag');
    expect(after).toMatch(/^"[^"]+"$/);
    expect(after).not.toBe(before);
    expect((await stale.json()).products[0].price).toBe(12.34);
    expect((await as('/api/v1/pricing', { 'if-none-match': after })).status).toBe(304);
    writeFileSync(file, original);
    expect((await as('/api/v1/pricing')).headers.get('etag')).toBe(before);
  });
  test('so does the ETag of a page showing prices', async () => {
    const before = header(await fetch(`${server.url}/pricing`), 'etag');
    writeFileSync(file, original.replace('44.99', '45.99'));
    const after = await fetch(`${server.url}/pricing`, { headers: { 'if-none-match': before } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });
});
