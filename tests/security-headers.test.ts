// The security and caching headers of every kind of answer: pages, Markdown twins, the 404 page,
// fingerprinted assets, and every status the API answers with.
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { exampleRequest, ROUTES } from '../contract/routes.ts';
import { useServer } from './support/fixtures.ts';
import { header, required } from './support/required.ts';

// TRUST_PROXY lets each test be its own client, so a quota of 3 trips only where a test wants it.
const server = useServer({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '3' });

let clients = 0;
/** A request from a client no other request has come from. */
function asNewClient(path: string, init: RequestInit = {}) {
  clients += 1;
  const headers = { 'x-forwarded-for': `198.51.100.${clients}`, ...(init.headers as Record<string, string>) };
  return fetch(server.url + path, { ...init, headers });
}

function expectPageSecurity(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/(^|;\s*)default-src 'self'(;|$)/);
  expect(csp).toMatch(/(^|;\s*)frame-ancestors 'none'(;|$)/);
  expect(csp).toMatch(/(^|;\s*)object-src 'none'(;|$)/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
}

function expectApiSecurity(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/(^|;\s*)default-src 'none'(;|$)/);
  expect(csp).toMatch(/(^|;\s*)frame-ancestors 'none'(;|$)/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('page security headers', () => {
  test.each([
    ['a page', '/pricing', 200, /^text\/html/],
    ['the home page', '/', 200, /^text\/html/],
    ['a Markdown twin', '/pricing.md', 200, /^text\/markdown/],
    ['a negotiated Markdown twin', '/faq', 200, /^text\/markdown/],
    ['the 404 page', '/no-such-page', 404, /^text\/html/],
    ['an Astro server-island path (no such route here)', '/_server-islands/x', 404, /^text\/html/],
  ])('%s (%s)', async (_, path, status, type) => {
    const response = await fetch(server.url + path, {
      headers: { accept: type.source.includes('markdown') ? 'text/markdown' : 'text/html' },
    });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(type);
    expectPageSecurity(response);
  });
  test('a 304 on a page carries them too', async () => {
    const etag = header(await fetch(`${server.url}/pricing`), 'etag');
    const response = await fetch(`${server.url}/pricing`, { headers: { 'if-none-match': etag } });
    expect(response.status).toBe(304);
    expectPageSecurity(response);
  });
});

describe('browsing context groups', () => {
  test.each(['/', '/pricing', '/faq', '/occasions/christmas', '/create', '/no-such-page'])(
    '%s stays in the browsing context group it was opened in (no new renderer per visit)',
    async (path) => {
      expect((await fetch(server.url + path)).headers.get('cross-origin-opener-policy')).toBeNull();
    },
  );
});

describe('form targets', () => {
  test.each(['/', '/create', '/no-such-page'])('%s lets forms send only to this site (no ORDER_URL in this build)', async (path) => {
    const response = await fetch(server.url + path);
    // The header leaves form-action to the page, whose build knows the order flow's origin.
    expect(response.headers.get('content-security-policy')).not.toContain('form-action');
    const metas = [...(await response.text()).matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/g)];
    expect(metas.map((match) => match[1])).toEqual(["form-action 'self'"]);
  });
});

describe('subresource integrity', () => {
  const sha = (algorithm: string, text: string | Buffer) => createHash(algorithm).update(text).digest('base64');
  test('every script a page runs or imports is named with its integrity, and the CSP allows just that import map', async () => {
    const response = await fetch(`${server.url}/docs`);
    const html = await response.text();
    const mapText = required(/<script type="importmap">([^<]+)<\/script>/.exec(html), 'no import map on /docs')[1];
    const integrity: Record<string, string> = JSON.parse(mapText).integrity;
    const scripts = Object.keys(integrity);
    // The chunk Swagger UI lives in, imported only when a reader asks for it, is among them.
    expect(scripts.some((path) => /^\/_astro\/swagger-ui\.[\w-]+\.js$/.test(path))).toBe(true);
    for (const path of scripts) {
      const body = Buffer.from(await (await fetch(server.url + path)).arrayBuffer());
      expect(integrity[path], path).toBe(`sha384-${sha('sha384', body)}`);
    }
    const tags = [...html.matchAll(/<script type="module" src="([^"]+)"( integrity="([^"]+)")?><\/script>/g)];
    expect(tags.length).toBeGreaterThan(0);
    for (const [, src, , tagIntegrity] of tags) expect(tagIntegrity, src).toBe(integrity[src]);
    expect(html.indexOf('<script type="importmap">')).toBeLessThan(html.indexOf('<script type="module"'));
    const scriptSrc = required(/(?:^|;\s*)script-src ([^;]+)/.exec(header(response, 'content-security-policy')), 'no script-src')[1];
    expect(scriptSrc.split(' ')).toEqual(["'self'", `'sha256-${sha('sha256', mapText)}'`]);
  });
});

describe('API security headers on every status', () => {
  test.each(ROUTES.map(exampleRequest))('200 on %s', async (path) => {
    const response = await asNewClient(path);
    expect(response.status).toBe(200);
    expectApiSecurity(response);
  });
  test('304', async () => {
    const etag = header(await asNewClient('/api/v1/status'), 'etag');
    const response = await asNewClient('/api/v1/status', { headers: { 'if-none-match': etag } });
    expect(response.status).toBe(304);
    expectApiSecurity(response);
  });
  test.each([
    ['404 under /api/v1', '/api/v1/nope', {}, 404],
    ['404 outside /api/v1', '/api/v2/status', {}, 404],
    ['405', '/api/v1/status', { method: 'DELETE' }, 405],
    ['422', '/api/v1/scenes?category=scary', {}, 422],
  ])('%s', async (_, path, init, status) => {
    const response = await asNewClient(path, init);
    expect(response.status).toBe(status);
    expectApiSecurity(response);
  });
  test('429', async () => {
    clients += 1;
    const again = () => fetch(`${server.url}/api/v1/status`, { headers: { 'x-forwarded-for': `203.0.113.${clients}` } });
    for (let n = 0; n < 3; n += 1) expect((await again()).status).toBe(200);
    const limited = await again();
    expect(limited.status).toBe(429);
    expectApiSecurity(limited);
  });
});

describe('caching of site files', () => {
  test('fingerprinted /_astro/ files are immutable for a year', async () => {
    const html = await (await fetch(`${server.url}/docs`)).text();
    const assets = [...new Set([...html.matchAll(/\/_astro\/[\w.-]+\.\w+/g)].map((match) => match[0]))];
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const response = await fetch(server.url + asset);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
    }
  });
  test.each(['/', '/pricing', '/pricing.md', '/llms.txt', '/openapi.json'])('%s is revalidated on every use', async (path) => {
    const response = await fetch(server.url + path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });
});

describe('CORS preflight', () => {
  test.each(ROUTES.map((route) => route.path))('%s: 204, GET and HEAD from any origin, the requested headers allowed', async (path) => {
    const response = await asNewClient(path, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-trace, if-none-match',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect(response.headers.get('access-control-allow-headers')).toBe('x-trace, if-none-match');
    expect(await response.text()).toBe('');
  });
  test('an OPTIONS that is not a preflight stays a 405', async () => {
    const response = await asNewClient('/api/v1/status', { method: 'OPTIONS' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
