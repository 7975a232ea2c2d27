// Higher limits granted in the grants file (RATE_LIMITS_FILE), against the built server: the
// granted client sees its own quota in the spec's header format, everyone else keeps the spec's.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ErrorResponse } from '../contract/schemas.ts';
import { type RunningRedis, startRedis } from '../harness/redis.ts';
import type { RunningServer } from '../harness/server.ts';
import { useServers } from './support/fixtures.ts';

const PARTNER = '203.0.113.7';
const NEIGHBOUR = '203.0.114.7';
const start = useServers();
let redis: RunningRedis | undefined;
afterAll(() => redis?.cleanup());

function grantsFile(perMinute: number): string {
  const file = join(mkdtempSync(join(tmpdir(), 'grants-')), 'rate-limits.json');
  writeGrant(file, perMinute);
  return file;
}
function writeGrant(file: string, perMinute: number): void {
  const grant = {
    name: 'Partner',
    cidrs: ['203.0.113.0/24'],
    per_minute: perMinute,
    expires: '2099-12-31',
    contact: 'ops@partner.example',
  };
  writeFileSync(file, JSON.stringify([grant]));
}

const serve = (env: Record<string, string>): Promise<RunningServer> => start({ TRUST_PROXY: '1', ...env });

const from = (server: RunningServer, ip: string) => fetch(`${server.url}/api/v1/status`, { headers: { 'x-forwarded-for': ip } });
const fields = (response: Response) => [response.headers.get('ratelimit-policy'), response.headers.get('ratelimit')];

describe('a granted client', () => {
  test('sees its own quota under the "default" policy name; a neighbour outside the range keeps the spec\'s', async () => {
    const server = await serve({ RATE_LIMITS_FILE: grantsFile(600) });
    expect(fields(await from(server, PARTNER))).toEqual(['"default";q=600;w=60', '"default";r=599;t=60']);
    expect(fields(await from(server, NEIGHBOUR))).toEqual(['"default";q=60;w=60', '"default";r=59;t=60']);
  });
  test('its 429 states its own quota', async () => {
    const server = await serve({ RATE_LIMITS_FILE: grantsFile(3), RATE_LIMIT_PER_MINUTE: '2' });
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await from(server, PARTNER)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const { detail } = ErrorResponse.parse(await (await from(server, PARTNER)).json());
    expect(detail).toContain('3 requests per minute');
  });
  test('an edit applies to the next request, keeping the window; an invalid edit changes nothing', async () => {
    const file = grantsFile(600);
    const server = await serve({ RATE_LIMITS_FILE: file });
    await from(server, PARTNER);
    writeGrant(file, 700);
    expect(fields(await from(server, PARTNER))[0]).toBe('"default";q=700;w=60');
    expect(fields(await from(server, PARTNER))[1]).toMatch(/^"default";r=697;t=\d+$/);
    writeFileSync(file, '[{"name": "half an edit"');
    expect(fields(await from(server, PARTNER))[0]).toBe('"default";q=700;w=60');
    expect(
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('rate-limit grants file rejected')),
    ).toHaveLength(1);
  });
});

describe('with Redis', () => {
  test("two instances share a granted client's quota exactly", async () => {
    redis = await startRedis();
    const file = grantsFile(100);
    const env = { RATE_LIMITS_FILE: file, REDIS_URL: redis.url, RATE_LIMIT_PREFIX: `grants-${process.pid}:` };
    const pair = await Promise.all([serve(env), serve(env)]);
    const statuses = await Promise.all(
      Array.from({ length: 400 }, (_, n) => from(pair[n % 2], PARTNER).then((response) => response.status)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(300);
  });
});
