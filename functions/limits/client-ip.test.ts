import type { IncomingMessage } from 'node:http';
import { describe, expect, test } from 'vitest';
import { createClientKey, normalizeIp } from './client-ip.ts';

const request = (peer: string, forwarded?: string | string[]) =>
  ({ socket: { remoteAddress: peer }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }) as unknown as IncomingMessage;

describe('client IP resolution', () => {
  test('without TRUST_PROXY the peer address is the client, whatever the headers say', () => {
    const key = createClientKey();
    expect(key(request('192.0.2.10', '203.0.113.1'))).toBe('192.0.2.10');
    expect(key(request('::ffff:192.0.2.10'))).toBe('192.0.2.10');
  });
  test('with N trusted hops the client is the Nth entry from the right', () => {
    expect(createClientKey({ trustProxy: 1 })(request('10.0.0.1', '203.0.113.1, 198.51.100.2'))).toBe('198.51.100.2');
    expect(createClientKey({ trustProxy: 2 })(request('10.0.0.1', '203.0.113.1, 198.51.100.2'))).toBe('203.0.113.1');
    expect(createClientKey({ trustProxy: 2 })(request('10.0.0.1', ['203.0.113.1', '198.51.100.2']))).toBe('203.0.113.1');
  });
  test('a client cannot push a forged entry past the trusted hops', () => {
    const key = createClientKey({ trustProxy: 1 });
    expect(key(request('10.0.0.1', 'forged, 198.51.100.2'))).toBe('198.51.100.2');
  });
  test('a short or missing header falls back sensibly', () => {
    expect(createClientKey({ trustProxy: 3 })(request('10.0.0.1', '198.51.100.2'))).toBe('198.51.100.2');
    expect(createClientKey({ trustProxy: 1 })(request('10.0.0.1'))).toBe('10.0.0.1');
  });
  test('IPv6 clients are keyed by their /64', () => {
    expect(normalizeIp('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(normalizeIp('2001:0db8:0000:0001:bbbb:cccc:dddd:eeee')).toBe('2001:db8:0:1::/64');
    expect(normalizeIp('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});
