// Every endpoint of spec section 4 against the built server, each body checked against its schema.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { exampleRequest, ROUTES } from '../contract/routes.ts';
import * as schemas from '../contract/schemas.ts';
import { ROOT } from '../harness/server.ts';
import { useServer } from './support/fixtures.ts';

const SITE = 'https://books.example.com';
const server = useServer({ SITE_URL: SITE, RATE_LIMIT_PER_MINUTE: '100000' });

const get = (path: string, init?: RequestInit) => fetch(server.url + path, init);
async function getJson(path: string, status = 200) {
  const response = await get(path);
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json');
  return response.json();
}
const pricingFile = JSON.parse(readFileSync(`${ROOT}/content/pricing.json`, 'utf8')) as schemas.PricingResponse;
const price = (id: string) => pricingFile.products.find((product) => product.id === id)?.price as number;

describe('GET /api/v1/status', () => {
  test('reports ok, the contract version and absolute pointers from SITE_URL', async () => {
    const body = schemas.StatusResponse.parse(await getJson('/api/v1/status'));
    expect(body).toMatchObject({ status: 'ok', version: '1.0.0' });
    expect(body.docs_url).toBe(`${SITE}/developers`);
    expect(body.openapi_url).toBe(`${SITE}/openapi.json`);
    expect(body.human_site).toBe(`${SITE}/`);
  });
  test('its pointers answer on this server', async () => {
    for (const path of ['/developers', '/openapi.json', '/']) expect((await get(path)).status).toBe(200);
  });
});

describe('GET /api/v1/pricing', () => {
  test('returns every product of the pricing file with its currency', async () => {
    const body = schemas.PricingResponse.parse(await getJson('/api/v1/pricing'));
    expect(body).toEqual(pricingFile);
    const ids = body.products.map((product) => product.id);
    for (const id of ['hardcover', 'digital', 'gift-wrap', 'additional-hardcover-copy', 'grandchild-book-hardcover']) {
      expect(ids).toContain(id);
    }
  });
});

describe('GET /api/v1/pricing/quote', () => {
  const cases = [
    ['', 'hardcover', false],
    ['?format_type=digital', 'digital', false],
    ['?format_type=hardcover&gift_wrap=true', 'hardcover', true],
    ['?format_type=digital&gift_wrap=YES', 'digital', true],
    ['?gift_wrap=0', 'hardcover', false],
    ['?gift_wrap=on&utm_source=newsletter', 'hardcover', true],
    ['?format_type=paperback&format_type=digital', 'digital', false],
  ] as const;
  test.each(cases)('%s quotes %s, gift wrap %s', async (query, format, wrapped) => {
    const body = schemas.PriceQuoteResponse.parse(await getJson(`/api/v1/pricing/quote${query}`));
    const wrap = wrapped ? price('gift-wrap') : 0;
    expect(body).toEqual({
      currency: pricingFile.currency,
      base_price: price(format),
      gift_wrap: wrap,
      discount: 0,
      total: Math.round((price(format) + wrap) * 100) / 100,
    });
    for (const amount of [body.base_price, body.gift_wrap, body.total]) expect(String(amount)).toMatch(/^\d+(\.\d{1,2})?$/);
  });
  test.each([
    [
      'an unknown format is 422 in pydantic v2 shape',
      '/api/v1/pricing/quote?format_type=paperback',
      {
        type: 'enum',
        loc: ['query', 'format_type'],
        msg: "Input should be 'hardcover' or 'digital'",
        input: 'paperback',
        ctx: { expected: "'hardcover' or 'digital'" },
      },
    ],
    [
      'a non-boolean gift_wrap is 422 bool_parsing',
      '/api/v1/pricing/quote?gift_wrap=maybe',
      {
        type: 'bool_parsing',
        loc: ['query', 'gift_wrap'],
        msg: 'Input should be a valid boolean, unable to interpret input',
        input: 'maybe',
      },
    ],
  ])('%s', async (_, path, item) => {
    expect(await getJson(path, 422)).toEqual({ detail: [item] });
  });
  test('empty values are invalid, and several invalid parameters give one item each', async () => {
    const body = schemas.HTTPValidationError.parse(await getJson('/api/v1/pricing/quote?format_type=&gift_wrap=', 422));
    expect(body.detail?.map((item) => [item.loc, item.input])).toEqual([
      [['query', 'format_type'], ''],
      [['query', 'gift_wrap'], ''],
    ]);
  });
  test('the last of repeated parameters wins, even when an earlier one was valid', async () => {
    await getJson('/api/v1/pricing/quote?format_type=digital&format_type=paperback', 422);
  });
});

describe('GET /api/v1/art-styles', () => {
  test('returns the six styles with count equal to their number', async () => {
    const body = schemas.ArtStylesResponse.parse(await getJson('/api/v1/art-styles'));
    expect(body.count).toBe(6);
    expect(body.art_styles).toHaveLength(6);
    expect(new Set(body.art_styles.map((style) => style.id)).size).toBe(6);
  });
});

describe('GET /api/v1/scenes', () => {
  test('returns every scene, at least five per category, placeholders resolved', async () => {
    const body = schemas.ScenesResponse.parse(await getJson('/api/v1/scenes'));
    expect(body.count).toBe(body.scenes.length);
    expect(body.count).toBeGreaterThanOrEqual(24);
    for (const category of schemas.SCENE_CATEGORIES) {
      expect(body.scenes.filter((scene) => scene.category === category).length).toBeGreaterThanOrEqual(5);
    }
    for (const scene of body.scenes) expect(scene.label).not.toMatch(/[{}]/);
    expect(body.scenes.some((scene) => scene.label.includes('Grandma'))).toBe(true);
    expect(body.scenes.some((scene) => scene.label.includes('Grandpa'))).toBe(true);
  });
  test.each(schemas.SCENE_CATEGORIES)('category=%s returns only that category', async (category) => {
    const all = schemas.ScenesResponse.parse(await getJson('/api/v1/scenes'));
    const body = schemas.ScenesResponse.parse(await getJson(`/api/v1/scenes?category=${category}`));
    expect(body.scenes).toEqual(all.scenes.filter((scene) => scene.category === category));
    expect(body.count).toBe(body.scenes.length);
  });
  test('an unknown category is 422 listing the four allowed values', async () => {
    const body = await getJson('/api/v1/scenes?category=scary', 422);
    expect(body.detail[0]).toEqual({
      type: 'enum',
      loc: ['query', 'category'],
      msg: "Input should be 'activity', 'food', 'funny' or 'sweet'",
      input: 'scary',
      ctx: { expected: "'activity', 'food', 'funny' or 'sweet'" },
    });
  });
});

describe('GET /api/v1/occasions', () => {
  test('lists exactly the published occasions, each with an absolute URL that answers HTML', async () => {
    const body = schemas.OccasionsResponse.parse(await getJson('/api/v1/occasions'));
    expect(body.occasions.length).toBeGreaterThanOrEqual(8);
    expect(body.occasions.map((occasion) => occasion.slug)).not.toContain('retirement');
    for (const occasion of body.occasions) {
      expect(occasion.url).toBe(`${SITE}/occasions/${occasion.slug}`);
      const page = await get(new URL(occasion.url).pathname);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain(`<title>${occasion.title.replaceAll("'", '&#39;')}`);
    }
  });
});

describe('headers every /api/v1 response carries', () => {
  test('JSON, CORS and the rate limit fields', async () => {
    for (const path of [...ROUTES.map(exampleRequest), '/api/v1/scenes?category=x', '/api/v1/missing']) {
      const response = await get(path);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-expose-headers')).toContain('RateLimit');
      expect(response.headers.get('ratelimit-policy')).toBe('"default";q=100000;w=60');
      expect(response.headers.get('ratelimit')).toMatch(/^"default";r=\d+;t=\d+$/);
    }
  });
});
