// The API router wired as functions/serve.ts wires it, with a retirement scheduled for /api/v1/scenes
// on top of the build's catalog (npm run build must have run): the retirement headers go on that
// path and on nothing else.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Retirement } from '../../contract/catalog.ts';
import { exampleRequest, ROUTES } from '../../contract/routes.ts';
import { header } from '../../tests/support/required.ts';
import { createFrontServer } from '../front/front-server.ts';
import { createLifecycle } from '../front/lifecycle.ts';
import { createJsonWriter } from '../lib/json-response.ts';
import { createLogger } from '../lib/log.ts';
import { createSecurityHeaders } from '../lib/security-headers.ts';
import { createClientKey } from '../limits/client-ip.ts';
import { createMemoryStore } from '../limits/memory-store.ts';
import { createRateLimiter } from '../limits/rate-limit.ts';
import { createPricingSource } from '../pricing/price-list.ts';
import { createAnswers } from './answers.ts';
import { loadCatalog } from './catalog.ts';
import { createApi } from './router.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const ORIGIN = 'https://books.example.com';
const RETIRED = '/api/v1/scenes';
const DEPRECATED = '2027-01-01';
const SUNSET = '2027-07-01';

let server: Server;
let base: string;

beforeAll(async () => {
  const built = loadCatalog(resolve(ROOT, 'dist/catalog.json'));
  const retirement = Retirement.parse({ id: RETIRED, deprecated: DEPRECATED, sunset: SUNSET, replacement: '/api/v2/scenes' });
  const catalog = { ...built, retirements: [...built.retirements, retirement] };
  const log = createLogger('silent');
  const pricing = createPricingSource({ file: resolve(ROOT, 'content/pricing.json'), log });
  const security = createSecurityHeaders({ https: true });
  const sendJson = createJsonWriter(security.json);
  const api = createApi({
    routes: ROUTES,
    answers: createAnswers({ catalog, pricing, origin: ORIGIN }),
    limiter: createRateLimiter({ limit: 100_000, windowSeconds: 60, store: createMemoryStore() }),
    clientKey: createClientKey(),
    retirements: catalog.retirements,
    origin: ORIGIN,
    sendJson,
  });
  const site = () => {
    throw new Error('the site is not part of this test');
  };
  server = createFrontServer({ api, site, log, sendJson, security: security.page, lifecycle: createLifecycle(log), maxConnections: 100 });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const retiredPaths = ROUTES.map((route) => route.path).filter((path) => path === RETIRED || path.startsWith(`${RETIRED}/`));
const liveRequests = ROUTES.filter((route) => !retiredPaths.includes(route.path)).map(exampleRequest);

function expectRetired(response: Response) {
  const policy = `<${ORIGIN}/developers#versioning>`;
  expect(response.headers.get('deprecation')).toBe(`@${Date.parse(`${DEPRECATED}T00:00:00Z`) / 1000}`);
  expect(response.headers.get('sunset')).toBe(new Date(`${SUNSET}T00:00:00Z`).toUTCString());
  expect(response.headers.get('link')).toContain(`${policy}; rel="deprecation"`);
  expect(response.headers.get('link')).toContain(`${policy}; rel="sunset"`);
}

describe('a retirement in the catalog (spec section 9)', () => {
  test('the route table has the retired path and others', () => {
    expect(retiredPaths).toEqual([RETIRED]);
    expect(liveRequests.length).toBeGreaterThan(0);
  });

  test.each([
    ['a 200', RETIRED, 200],
    ['a filtered 200', `${RETIRED}?category=sweet`, 200],
    ['a 422', `${RETIRED}?category=scary`, 422],
  ])('%s on the retired path carries Deprecation, Sunset and the policy links', async (_, path, status) => {
    const response = await fetch(base + path);
    expect(response.status).toBe(status);
    expectRetired(response);
  });

  test('a 304 on the retired path carries them too', async () => {
    const etag = header(await fetch(base + RETIRED), 'etag');
    const response = await fetch(base + RETIRED, { headers: { 'if-none-match': etag } });
    expect(response.status).toBe(304);
    expectRetired(response);
  });

  test('HEAD on the retired path carries them', async () => {
    expectRetired(await fetch(base + RETIRED, { method: 'HEAD' }));
  });

  test.each(liveRequests)('%s carries none of them', async (path) => {
    const response = await fetch(base + path);
    expect(response.status).toBe(200);
    for (const name of ['deprecation', 'sunset']) expect(response.headers.get(name), name).toBeNull();
    expect(response.headers.get('link')).toBe(`<${ORIGIN}/openapi.json>; rel="service-desc"`);
  });

  test('browser code may read them', async () => {
    const exposed = (await fetch(base + RETIRED)).headers.get('access-control-expose-headers') ?? '';
    for (const name of ['Deprecation', 'Sunset', 'Link']) expect(exposed.split(/,\s*/)).toContain(name);
  });
});
