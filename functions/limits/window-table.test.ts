// The table behind the memory store: every key keeps its own value however many share the table.
import { describe, expect, test } from 'vitest';
import { ipv4Number } from './client-ip.ts';
import { clientIdOf, createWindowTable } from './window-table.ts';

const address = (n: number) => `${(n >>> 24) & 255}.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;

describe('the window table', () => {
  test('keeps 300,000 IPv4 clients apart through every growth, the first and last addresses included', () => {
    const table = createWindowTable();
    const keys = ['0.0.0.0', '255.255.255.255', ...Array.from({ length: 300_000 }, (_, n) => address(n * 7919 + 1))];
    for (const [index, key] of keys.entries()) table.set(clientIdOf(key), index + 1);
    expect(table.size).toBe(keys.length);
    expect(keys.every((key, index) => table.get(clientIdOf(key)) === index + 1)).toBe(true);
    expect(table.get(clientIdOf('10.9.9.9'))).toBeUndefined();
  });
  test('overwrites a key in place, and keeps IPv6 and other keys apart from IPv4 ones', () => {
    const table = createWindowTable();
    table.set(clientIdOf('192.0.2.1'), 1);
    table.set(clientIdOf('192.0.2.1'), 2);
    table.set(clientIdOf('2001:db8::/64'), 3);
    table.set(clientIdOf('unknown'), 4);
    expect([
      table.get(clientIdOf('192.0.2.1')),
      table.get(clientIdOf('2001:db8::/64')),
      table.get(clientIdOf('unknown')),
      table.size,
    ]).toEqual([2, 3, 4, 3]);
  });
  test('made for n clients, takes n without growing', () => {
    const table = createWindowTable(100_000);
    const room = table.capacity;
    for (let n = 0; n < 100_000; n += 1) table.set(n * 7919 + 1, n);
    expect(room).toBeGreaterThanOrEqual(100_000);
    expect([table.capacity, table.size]).toEqual([room, 100_000]);
    expect(createWindowTable().capacity).toBeLessThan(room);
  });
  test('a non-canonical spelling is another key, never the canonical client', () => {
    const table = createWindowTable();
    table.set(clientIdOf('10.0.0.1'), 1);
    expect(['010.0.0.1', '10.0.0.01', '10.0.0.1.', '10.0.0.256'].map((key) => table.get(clientIdOf(key)))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('ipv4Number', () => {
  test('reads canonical dotted quads only', () => {
    expect(ipv4Number('10.0.0.1')).toBe(0x0a000001);
    expect(ipv4Number('255.255.255.255')).toBe(0xffffffff);
    expect(ipv4Number('0.0.0.0')).toBe(0);
    for (const key of ['010.0.0.1', '1.2.3', '1.2.3.4.5', '1..2.3', '256.1.1.1', '1.2.3.4 ', '', '::1', 'unknown']) {
      expect(ipv4Number(key)).toBeUndefined();
    }
  });
});
