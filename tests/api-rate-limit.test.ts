// Spec section 8 with the default quota, against the built server.
import { describe, expect, test } from 'vitest';
import { ErrorResponse } from '../contract/schemas.ts';
import type { RunningServer } from '../harness/server.ts';
import { useServers } from './support/fixtures.ts';
import { required } from './support/required.ts';

let server: RunningServer | undefined;
const start = useServers();

const hit = (path = '/api/v1/status', headers: Record<string, string> = {}) =>
  fetch(required(server, 'no server started').url + path, { headers });

function remaining(response: Response): number {
  const field = response.headers.get('ratelimit');
  const [, left, reset] = required(/^"default";r=(\d+);t=(\d+)$/.exec(field ?? ''), `RateLimit is not "default";r=N;t=N: ${field}`);
  expect(Number(reset)).toBeGreaterThanOrEqual(1);
  expect(Number(reset)).toBeLessThanOrEqual(60);
  return Number(left);
}

describe('60 requests per minute per IP', () => {
  test('counts down on every /api/v1 path, unknown ones included, then answers 429', async () => {
    server = await start();
    for (let n = 1; n <= 60; n += 1) {
      const response = await hit(n % 3 === 0 ? '/api/v1/unknown' : '/api/v1/status');
      expect(response.headers.get('ratelimit-policy')).toBe('"default";q=60;w=60');
      expect(remaining(response)).toBe(60 - n);
    }
    const limited = await hit('/api/v1/pricing');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toBe('application/json');
    expect(remaining(limited)).toBe(0);
    const wait = Number(limited.headers.get('retry-after'));
    expect(Number.isInteger(wait) && wait >= 1 && wait <= 60).toBe(true);
    const { detail } = ErrorResponse.parse(await limited.json());
    expect(detail).toMatch(/rate limit exceeded/i);
    expect(detail).toContain(`${wait} second`);
    expect((await hit('/')).status).toBe(200);
  });

  test('exact under concurrency: 1,000 simultaneous requests get exactly 60 answers 200', async () => {
    server = await start();
    const statuses = await Promise.all(Array.from({ length: 1000 }, () => hit('/api/v1/art-styles').then((r) => r.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(940);
  });

  test('a forged X-Forwarded-For buys no fresh quota without TRUST_PROXY', async () => {
    server = await start({ RATE_LIMIT_PER_MINUTE: '3' });
    const statuses = [];
    for (let n = 0; n < 5; n += 1) statuses.push((await hit('/api/v1/status', { 'x-forwarded-for': `203.0.113.${n}` })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  test('with TRUST_PROXY=1 the client is the last X-Forwarded-For entry', async () => {
    server = await start({ RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' });
    const as = (chain: string) => hit('/api/v1/status', { 'x-forwarded-for': chain }).then((r) => r.status);
    expect([await as('198.51.100.7'), await as('1.1.1.1, 198.51.100.7'), await as('198.51.100.7')]).toEqual([200, 200, 429]);
    expect(await as('198.51.100.8')).toBe(200);
  });

  test('RATE_LIMIT_PER_MINUTE changes the quota in the policy', async () => {
    server = await start({ RATE_LIMIT_PER_MINUTE: '5' });
    expect((await hit()).headers.get('ratelimit-policy')).toBe('"default";q=5;w=60');
  });
});
