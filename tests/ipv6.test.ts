// IPv6 clients over real HTTP: the server listens on ::1, and the rate limit counts per /64.
import { describe, expect, test } from 'vitest';
import type { RunningServer } from '../harness/server.ts';
import { useServers } from './support/fixtures.ts';
import { required } from './support/required.ts';

let server: RunningServer | undefined;
const start = useServers();

/** startServer's url is IPv4; an IPv6 listener is reached at [::1]. */
const v6 = (path: string, headers: Record<string, string> = {}) =>
  fetch(`http://[::1]:${required(server, 'no server started').port}${path}`, { headers });
const remaining = (response: Response) => Number(/^"default";r=(\d+);t=\d+$/.exec(response.headers.get('ratelimit') ?? '')?.[1]);

describe('a server listening on ::1', () => {
  test('answers the API and the site over IPv6', async () => {
    server = await start({ HOST: '::1', RATE_LIMIT_PER_MINUTE: '10' });
    const status = await v6('/api/v1/status');
    expect(status.status).toBe(200);
    expect((await status.json()).status).toBe('ok');
    expect((await v6('/pricing')).status).toBe(200);
  });
  test('counts the IPv6 peer itself, one request at a time', async () => {
    server = await start({ HOST: '::1', RATE_LIMIT_PER_MINUTE: '3' });
    const answers = [];
    for (let n = 0; n < 4; n += 1) answers.push(await v6('/api/v1/status'));
    expect(answers.map(remaining)).toEqual([2, 1, 0, 0]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
  });
});

describe('behind a proxy (TRUST_PROXY=1), IPv6 clients are counted per /64', () => {
  const as = (address: string) => v6('/api/v1/status', { 'x-forwarded-for': address });

  test('two addresses in the same /64 share one quota', async () => {
    server = await start({ HOST: '::1', TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '3' });
    const first = await as('2001:db8:1:2::1');
    const second = await as('2001:db8:1:2:ffff:eeee:dddd:cccc');
    const third = await as('2001:0db8:0001:0002:0000:0000:0000:0abc');
    expect([first, second, third].map(remaining)).toEqual([2, 1, 0]);
    const fourth = await as('2001:db8:1:2:1234::5');
    expect(fourth.status).toBe(429);
  });
  test('an address in another /64 has its own quota', async () => {
    server = await start({ HOST: '::1', TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '2' });
    expect([(await as('2001:db8:1:2::1')).status, (await as('2001:db8:1:2::2')).status, (await as('2001:db8:1:2::3')).status]).toEqual([
      200, 200, 429,
    ]);
    const neighbour = await as('2001:db8:1:3::1');
    expect(neighbour.status).toBe(200);
    expect(remaining(neighbour)).toBe(1);
    expect((await as('2001:db9:1:2::1')).status).toBe(200);
  });
  test('an IPv4-mapped IPv6 address is its IPv4 client', async () => {
    server = await start({ HOST: '::1', TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '2' });
    expect(remaining(await as('192.0.2.7'))).toBe(1);
    expect(remaining(await as('::ffff:192.0.2.7'))).toBe(0);
  });
});
