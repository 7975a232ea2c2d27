// The server as createApp wires it, in this process, with a retirement scheduled for /api/v1/scenes
// on top of the build's catalog (npm run build must have run): the retirement headers go on that
// path and on nothing else.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exampleRequest, ROUTES } from '../contract/routes.ts';
import { type App, createApp } from '../functions/app.ts';
import { readConfig } from '../functions/config.ts';
import { createLogger } from '../functions/lib/log.ts';
import { header } from './support/required.ts';

const ORIGIN = 'https://books.example.com';
const RETIRED = '/api/v1/scenes';
const DEPRECATED = '2027-01-01';
const SUNSET = '2027-07-01';

let app: App;
let base: string;

beforeAll(async () => {
  const config = readConfig({ SITE_URL: ORIGIN, RATE_LIMIT_PER_MINUTE: '100000' });
  const built = JSON.parse(readFileSync(config.catalogFile, 'utf8'));
  const retirement = { id: RETIRED, deprecated: DEPRECATED, sunset: SUNSET, replacement: '/api/v2/scenes' };
  const catalogFile = join(mkdtempSync(join(tmpdir(), 'grandtales-retired-')), 'catalog.json');
  writeFileSync(catalogFile, JSON.stringify({ ...built, retirements: [...built.retirements, retirement] }));
  app = await createApp({ ...config, catalogFile }, createLogger('silent'));
  await new Promise<void>((ready) => app.server.listen(0, '127.0.0.1', ready));
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((done) => app.server.close(() => done()));
  await app.close();
});

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
