// What lets agents and merchant centres find and read the store: the Google Merchant Center feed
// (live prices equal to the API's, shipping per country equal to store.yaml and the JSON-LD), the
// RFC 9727 API catalog, and Link headers to the Markdown twin and the OpenAPI document.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import type { DeliveryFacts } from '../contract/arrival.ts';
import { ROOT } from '../harness/server.ts';
import { useServer } from './support/fixtures.ts';

const { store } = parse(readFileSync(`${ROOT}/content/store.yaml`, 'utf8')) as { store: DeliveryFacts };

const server = useServer();

/** The g: fields of each <item>, repeated fields (shipping) as arrays of their raw XML. */
function items(xml: string) {
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, body]) => {
    const fields: Record<string, string> = {};
    for (const [, name, value] of body.matchAll(/<g:(\w+)>([^<]*)<\/g:\1>/g)) if (!(name in fields)) fields[name] = value;
    const shipping = [...body.matchAll(/<g:shipping>([\s\S]*?)<\/g:shipping>/g)].map(([, inner]) =>
      Object.fromEntries([...inner.matchAll(/<g:(\w+)>([^<]*)<\/g:\1>/g)].map(([, name, value]) => [name, value])),
    );
    return { fields, shipping };
  });
}

describe('the product feed (Google Merchant Center, RSS 2.0)', () => {
  test('is linked from the home page head and from llms.txt', async () => {
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toMatch(/<link rel="alternate" type="application\/rss\+xml" href="[^"]*\/feeds\/products\.xml"/);
    expect(await (await fetch(`${server.url}/llms.txt`)).text()).toContain('/feeds/products.xml)');
  });

  test('every product has the required attributes and its live price from /api/v1/pricing', async () => {
    const response = await fetch(`${server.url}/feeds/products.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:g="http:\/\/base.google.com\/ns\/1.0">/);
    expect(xml).not.toContain('{{');
    const pricing = await (await fetch(`${server.url}/api/v1/pricing`)).json();
    const feed = items(xml);
    const { human_site } = await (await fetch(`${server.url}/api/v1/status`)).json();
    const origin = new URL(human_site).origin;
    expect(feed.map((item) => item.fields.id).sort()).toEqual(pricing.products.map((product: { id: string }) => product.id).sort());
    for (const { fields } of feed) {
      for (const name of ['id', 'title', 'description', 'link', 'image_link', 'availability', 'price', 'brand', 'condition']) {
        expect(fields[name], `${fields.id}: g:${name}`).toMatch(/\S/);
      }
      expect(fields.availability).toBe('in_stock');
      for (const url of [fields.link, fields.image_link]) expect(new URL(url).origin).toBe(origin);
      const product = pricing.products.find((entry: { id: string }) => entry.id === fields.id);
      expect(fields.price).toBe(`${product.price} ${pricing.currency}`);
    }
    const image = await fetch(feed[0].fields.image_link.replace(origin, server.url));
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  test('a printed book lists shipping to every country of store.yaml, at its region cost; a digital one none', async () => {
    const feed = items(await (await fetch(`${server.url}/feeds/products.xml`)).text());
    const hardcover = feed.find((item) => item.fields.id === 'hardcover');
    const digital = feed.find((item) => item.fields.id === 'digital');
    const expected = store.shipping.regions.flatMap((region) =>
      region.countries.map((country) => ({
        country,
        price: `${region.cost.toFixed(2)} ${store.shipping.currency}`,
        min_transit_time: String(region.days.min),
        max_transit_time: String(region.days.max),
      })),
    );
    expect(hardcover?.shipping).toEqual(expected.map((entry) => expect.objectContaining(entry)));
    expect(digital?.shipping).toEqual([]);
  });

  test('the JSON-LD offers state the same shipping per region', async () => {
    const page = await (await fetch(`${server.url}/pricing`)).text();
    const blocks = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json));
    const text = JSON.stringify(blocks);
    for (const region of store.shipping.regions) {
      expect(text).toContain(`"value":${region.cost},"currency":"${store.shipping.currency}"`);
      expect(text).toContain(`"addressCountry":${JSON.stringify(region.countries)}`);
    }
  });
});

describe('discovery by the standards', () => {
  test('/.well-known/api-catalog is an RFC 9727 linkset to the schema, the docs, the status probe and MCP', async () => {
    const response = await fetch(`${server.url}/.well-known/api-catalog`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"');
    const { linkset } = await response.json();
    const hrefs = linkset.flatMap((entry: Record<string, unknown>) =>
      Object.values(entry).flatMap((value) =>
        Array.isArray(value) ? value.map((link: { href: string }) => new URL(link.href).pathname) : [],
      ),
    );
    for (const path of ['/openapi.json', '/docs', '/api/v1/status', '/developers']) expect(hrefs).toContain(path);
    expect(linkset.map((entry: { anchor: string }) => new URL(entry.anchor).pathname)).toEqual(['/api/v1', '/mcp']);
    for (const href of linkset[0]['service-desc']) expect((await fetch(href.href.replace(/^.*?\/\/[^/]+/, server.url))).status).toBe(200);
  });

  test.each(['/', '/pricing', '/occasions/christmas'])('HTML %s links its Markdown twin in a Link header', async (path) => {
    const response = await fetch(server.url + path);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const twin = path === '/' ? '/index.md' : `${path}.md`;
    expect(response.headers.get('link')).toBe(`<${twin}>; rel="alternate"; type="text/markdown"`);
    expect((await fetch(server.url + twin)).headers.get('content-type')).toMatch(/^text\/markdown/);
  });

  test.each(['/api/v1/status', '/api/v1/scenes?category=x', '/api/v1/arrival?country=US'])(
    'API answer %s links the OpenAPI document',
    async (path) => {
      const link = (await fetch(server.url + path)).headers.get('link') ?? '';
      expect(link).toMatch(/^<http[^>]+\/openapi\.json>; rel="service-desc"$/);
    },
  );
});
