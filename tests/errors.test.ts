// Decisions where the spec is silent (docs/decisions.md): unknown paths, methods, HEAD and malformed requests.
import { request } from 'node:http';
import { describe, expect, test } from 'vitest';
import { ErrorResponse } from '../contract/schemas.ts';
import { useServer } from './support/fixtures.ts';
import { rawRequest } from './support/raw-http.ts';

const server = useServer({ RATE_LIMIT_PER_MINUTE: '100000' });

const raw = (requestText: string) => rawRequest(server.port, requestText);

async function expectDetail(response: Response, status: number, detail: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json');
  expect(ErrorResponse.parse(await response.json())).toEqual({ detail });
}

describe('unknown paths and methods', () => {
  test.each(['/api/v1/nope', '/api/v1', '/api/v1/status/', '/api/v2/status', '/api'])('%s is 404 JSON', async (path) => {
    await expectDetail(await fetch(server.url + path), 404, 'Not Found');
  });
  test.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('%s is 405 with Allow: GET, HEAD', async (method) => {
    const response = await fetch(`${server.url}/api/v1/pricing`, { method });
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(response.headers.get('ratelimit')).toMatch(/^"default";r=\d+;t=\d+$/);
    await expectDetail(response, 405, 'Method Not Allowed');
  });
  test('HEAD answers as GET without a body', async () => {
    const [head, get] = await Promise.all(['HEAD', 'GET'].map((method) => fetch(`${server.url}/api/v1/scenes`, { method })));
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
    expect(head.headers.get('content-type')).toBe('application/json');
    expect(await head.text()).toBe('');
  });
  test('a CORS preflight from browser code is answered so the GET can follow', async () => {
    const response = await fetch(`${server.url}/api/v1/pricing`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-trace' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe('x-trace');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});

describe('malformed requests get a 4xx JSON answer and the server stays up', () => {
  test('bad percent-encoding in the path is 400', async () => {
    const response = await fetch(`${server.url}/api/v1/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(ErrorResponse.parse(await response.json()).detail).toMatch(/percent-encoding/);
  });
  test('bad percent-encoding in a query value is a 422 naming the raw input', async () => {
    const body = await (await fetch(`${server.url}/api/v1/scenes?category=%zz`)).json();
    expect(body.detail[0]).toMatchObject({ type: 'enum', input: '%zz' });
  });
  test('a request target longer than 8 KiB is 414', async () => {
    await expectDetail(await fetch(`${server.url}/api/v1/status?q=${'a'.repeat(9000)}`), 414, 'URI Too Long');
  });
  test('a header block over 16 KiB is 431 JSON', async () => {
    const answer = await raw(`GET /api/v1/status?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1.1 431 /);
    expect(answer).toContain('content-type: application/json'.replace('content-type', 'Content-Type'));
    expect(answer).toContain('{"detail":"Request Header Fields Too Large"}');
  });
  test('an unparseable request line is 400 JSON', async () => {
    const answer = await raw('NOT A REQUEST\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1.1 400 /);
    expect(answer).toContain('{"detail":"Bad Request"}');
  });
  test('a request line without an HTTP version (HTTP/0.9) is 400 JSON, never an answer', async () => {
    const answer = await raw('GET /api/v1/status\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1.1 400 /);
    expect(answer).toContain('application/json');
    expect(answer).toContain('no HTTP/1.x version');
    expect(answer).not.toContain('"status":"ok"');
  });
  test('a non-origin request target is 400 JSON', async () => {
    const answer = await raw('GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1.1 400 /);
  });
  test('the server still answers afterwards', async () => {
    expect((await fetch(`${server.url}/api/v1/status`)).status).toBe(200);
    expect(server.output()).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('website paths', () => {
  test('/occasions/christmas is the Christmas page', async () => {
    const response = await fetch(`${server.url}/occasions/christmas`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<title>[^<]*Christmas/);
  });
  test.each(['/occasions%2Fchristmas', '/occasions%2fchristmas', '/occasions%2Fchristmas.md'])(
    'an encoded slash names no file: %s is the 404 page, not the Christmas page',
    async (path) => {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).not.toMatch(/<title>[^<]*Christmas/);
    },
  );
  test('an encoded slash under /api/ is no route either', async () => {
    await expectDetail(await fetch(`${server.url}/api/v1/pricing%2Fquote`), 404, 'Not Found');
  });
  test('an unknown page is the 404 page as HTML', async () => {
    const response = await fetch(`${server.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });
  test('a request with a body to a page is 405', async () => {
    const response = await new Promise<number | undefined>((done) => {
      const req = request(`${server.url}/`, { method: 'POST' }, (res) => done(res.statusCode));
      req.end('x');
    });
    expect(response).toBe(405);
  });
});
