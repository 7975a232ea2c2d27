import type { IncomingMessage } from 'node:http';
import { describe, expect, test } from 'vitest';
import { clientKeyOf, createClientKey } from './client-ip.ts';

const request = (peer: string, forwarded?: string | string[]) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

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
    expect(clientKeyOf('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(clientKeyOf('2001:0db8:0000:0001:bbbb:cccc:dddd:eeee')).toBe('2001:db8:0:1::/64');
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('[2001:db8::1]:443')).toBe('2001:db8:0:0::/64');
  });
  test('a port does not make another client', () => {
    expect(clientKeyOf('192.0.2.4:1000')).toBe('192.0.2.4');
    expect(clientKeyOf('192.0.2.4:2000')).toBe('192.0.2.4');
  });
  test.each(['::ffff:192.0.2.4', '::FFFF:192.0.2.4', '0:0:0:0:0:ffff:c000:204', '::ffff:c000:0204', '[::ffff:192.0.2.4]:80'])(
    'IPv4-mapped %s is the IPv4 client',
    (mapped) => {
      expect(clientKeyOf(mapped)).toBe('192.0.2.4');
    },
  );
  test.each(['forged', '', 'unknown', '127.1', '010.0.0.1', '1.2.3.4.5', '300.1.1.1', 'x'.repeat(8000), '1.2.3.4; drop'])(
    '%j is not an address',
    (text) => {
      expect(clientKeyOf(text)).toBeUndefined();
    },
  );
  test('garbage in X-Forwarded-For falls back to the socket address', () => {
    expect(createClientKey({ trustProxy: 1 })(request('192.0.2.9', 'x'.repeat(8000)))).toBe('192.0.2.9');
    expect(createClientKey({ trustProxy: 1 })(request('192.0.2.9', '203.0.113.5, not-an-ip'))).toBe('192.0.2.9');
  });
});
