// Slow, odd and hostile clients against the built server: slowloris is cut off, malformed and
// unusual requests get JSON answers, X-Forwarded-For cannot mint rate-limit keys, a taken port and
// an unreadable pricing file are reported in one line each.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { failedStart, ROOT, startServer } from '../harness/server.ts';
import { useServer } from './support/fixtures.ts';

const server = useServer({ RATE_LIMIT_PER_MINUTE: '100000' });
const proxied = useServer({ RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '1' });

/** Sends bytes as they are and returns everything the server sent until it closed (at most 15 s). */
function raw(text: string, port = server.port): Promise<string> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      fail(new Error(`no close after 15 s; got: ${answer}`));
    }, 15_000);
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => {
      clearTimeout(timer);
      done(answer);
    });
    socket.on('error', () => undefined);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1]);
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('slow clients', () => {
  test('slowloris (a header byte a second) is cut off while other requests are served', async () => {
    const socket = connect(server.port, '127.0.0.1');
    socket.on('error', () => undefined);
    let answer = '';
    let closed = false;
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => (closed = true));
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const trickle = `X-Slow: ${'a'.repeat(100)}`;
    const statuses: number[] = [];
    for (let n = 0; n < 15 && !closed; n += 1) {
      if (answer === '') socket.write(trickle[n]);
      statuses.push((await fetch(`${server.url}/api/v1/status`)).status);
      await new Promise((done) => setTimeout(done, 1000));
    }
    socket.destroy();
    expect(closed).toBe(true);
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.every((status) => status === 200)).toBe(true);
    if (answer !== '') {
      expect(statusOf(answer)).toBe(408);
      expect(bodyOf(answer)).toEqual({ detail: 'Request Timeout' });
    }
  }, 25_000);
});

describe('unusual requests get JSON answers', () => {
  test('a valid request pipelined before a malformed one: 200, then 400 JSON', async () => {
    const answer = await raw('GET /api/v1/status HTTP/1.1\r\nHost: x\r\n\r\nNOT A REQUEST\r\n\r\n');
    const second = answer.indexOf('HTTP/1.1 400 ');
    expect(statusOf(answer)).toBe(200);
    expect(answer.slice(0, second)).toContain('"status":');
    expect(second).toBeGreaterThan(0);
    expect(bodyOf(answer.slice(second))).toEqual({ detail: 'Bad Request' });
  });

  test.each([
    ['HTTP/1.1 without Host', 'GET /api/v1/status HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
    ['Expect: foo', 'GET /api/v1/status HTTP/1.1\r\nHost: x\r\nExpect: foo\r\nConnection: close\r\n\r\n', 417],
    ['CONNECT', 'CONNECT x.example:443 HTTP/1.1\r\nHost: x.example:443\r\n\r\n', 405],
  ])('%s is answered as JSON', async (_, text, status) => {
    const answer = await raw(text);
    expect(statusOf(answer)).toBe(status);
    expect(answer).toMatch(/\r\ncontent-type: application\/json\r\n/i);
    expect(typeof bodyOf(answer).detail).toBe('string');
  });

  test('an absolute-form target is served like its path', async () => {
    const answer = await raw('GET http://x.example/api/v1/status HTTP/1.1\r\nHost: x.example\r\nConnection: close\r\n\r\n');
    expect(statusOf(answer)).toBe(200);
    expect(bodyOf(answer)).toHaveProperty('status');
  });
});

describe('X-Forwarded-For cannot mint rate-limit keys (TRUST_PROXY=1)', () => {
  const as = (forwarded: string) =>
    fetch(`${proxied.url}/api/v1/status`, { headers: { 'x-forwarded-for': forwarded } }).then((r) => r.status);

  test('distinct garbage values all count against the socket address', async () => {
    const statuses = [];
    for (let n = 0; n < 10; n += 1) statuses.push(await as(`garbage-${n}-`.padEnd(200, 'x')));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    expect(await as('198.51.100.77')).toBe(200);
  });

  test('IPv4-mapped and host:port spellings are the same client as the address', async () => {
    const spellings = ['1.2.3.4', '::ffff:1.2.3.4', '1.2.3.4:1000', '[::ffff:1.2.3.4]:80', '::FFFF:1.2.3.4', '1.2.3.4'];
    const statuses = [];
    for (const spelling of spellings) statuses.push(await as(spelling));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('start-up and file faults', () => {
  test('a port in use stops the server with one line naming PORT and no stack trace', async () => {
    const { code, output } = await failedStart({ PORT: String(server.port), HOST: '127.0.0.1' });
    expect(code).toBe(1);
    expect(output.split('\n').filter((line) => line.includes(`PORT ${server.port}`))).toHaveLength(1);
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain('"listening"');
  });

  test('a pricing file replaced by a directory: old prices stay in service, rejected once in the log', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'grandtales-pricing-'));
    const file = join(dir, 'pricing.json');
    cpSync(join(ROOT, 'content/pricing.json'), file);
    const live = await startServer({ PRICING_FILE: file, RATE_LIMIT_PER_MINUTE: '100000' });
    try {
      const before = await (await fetch(`${live.url}/api/v1/pricing`)).text();
      rmSync(file);
      mkdirSync(file);
      const answers: Array<[number, string]> = [];
      for (let batch = 0; batch < 30; batch += 1) {
        const responses = await Promise.all(Array.from({ length: 10 }, () => fetch(`${live.url}/api/v1/pricing`)));
        for (const response of responses) answers.push([response.status, await response.text()]);
      }
      expect(answers).toHaveLength(300);
      expect(answers.filter(([status, body]) => status !== 200 || body !== before)).toEqual([]);
      expect(
        live
          .output()
          .split('\n')
          .filter((line) => line.includes('pricing file rejected')),
      ).toHaveLength(1);
    } finally {
      await live.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
