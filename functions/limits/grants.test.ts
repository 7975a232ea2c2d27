import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createLogger } from '../lib/log.ts';
import { clientKeyOf } from './client-ip.ts';
import { compileGrants, createGrants, type Grant, GrantsFile, grantedQuota } from './grants.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const grant = (cidrs: string[], perMinute: number, expires = '2027-12-31'): Grant => ({
  name: `partner-${perMinute}`,
  cidrs,
  per_minute: perMinute,
  expires,
  contact: 'ops@partner.example',
});
/** The quota for an address as a request from it would be keyed (so /64 grouping and mapping apply). */
const quotaOf = (grants: Grant[], address: string, now = NOW) => grantedQuota(compileGrants(grants), clientKeyOf(address) ?? '', now);

describe('CIDR matching on client keys', () => {
  test.each([
    ['IPv4: inside the range gets the grant, a neighbour outside does not', '203.0.113.0/24', '203.0.113.77', '203.0.114.1'],
    ['IPv6: a client is its /64, inside a shorter range', '2001:db8::/48', '2001:db8:0:7::1', '2001:db9::1'],
    [
      'IPv6: a range longer than /64 covers the subscriber /64 it lies in',
      '2001:db8:0:7::5/128',
      '2001:db8:0:7:ffff::1',
      '2001:db8:0:8::5',
    ],
  ])('%s', (_, range, inside, outside) => {
    const grants = [grant([range], 600)];
    expect(quotaOf(grants, inside)).toBe(600);
    expect(quotaOf(grants, outside)).toBeUndefined();
  });
  test('IPv4-mapped clients match IPv4 ranges, and mapped ranges match IPv4 clients', () => {
    expect(quotaOf([grant(['203.0.113.0/24'], 600)], '::ffff:203.0.113.9')).toBe(600);
    expect(quotaOf([grant(['::ffff:203.0.113.0/120'], 600)], '203.0.113.9')).toBe(600);
  });
  test('IPv4: /0 holds every IPv4 client, /32 just its address; a key that is no address gets nothing', () => {
    expect(quotaOf([grant(['0.0.0.0/0'], 600)], '198.51.100.7')).toBe(600);
    expect(quotaOf([grant(['198.51.100.7/32'], 600)], '198.51.100.7')).toBe(600);
    expect(quotaOf([grant(['198.51.100.7/32'], 600)], '198.51.100.6')).toBeUndefined();
    expect(grantedQuota(compileGrants([grant(['0.0.0.0/0'], 600)]), 'unknown', NOW)).toBeUndefined();
  });
  test('IPv4 ranges never match IPv6 clients', () => {
    expect(quotaOf([grant(['0.0.0.0/0'], 600)], '2001:db8::1')).toBeUndefined();
  });
});

describe('choosing among grants', () => {
  test('the most specific range wins, whatever the order', () => {
    const wide = grant(['203.0.113.0/24'], 600);
    const narrow = grant(['203.0.113.128/25'], 1200);
    expect(quotaOf([wide, narrow], '203.0.113.200')).toBe(1200);
    expect(quotaOf([narrow, wide], '203.0.113.200')).toBe(1200);
    expect(quotaOf([narrow, wide], '203.0.113.5')).toBe(600);
  });
  test('of two grants for the same range, the first that has not expired applies', () => {
    const lapsed = grant(['203.0.113.0/24'], 900, '2026-01-31');
    const current = grant(['203.0.113.0/24'], 600);
    expect(quotaOf([lapsed, current], '203.0.113.1')).toBe(600);
    expect(quotaOf([current, grant(['203.0.113.0/24'], 900)], '203.0.113.1')).toBe(600);
  });
  test('a grant applies through its expiry day (UTC) and not after', () => {
    const grants = [grant(['203.0.113.0/24'], 600, '2026-11-22')];
    expect(quotaOf(grants, '203.0.113.1', Date.parse('2026-11-22T23:59:59Z'))).toBe(600);
    expect(quotaOf(grants, '203.0.113.1', Date.parse('2026-11-23T00:00:00Z'))).toBeUndefined();
  });
});

describe('the grants file', () => {
  test.each([
    ['a bad CIDR', [{ ...grant(['203.0.113.0/33'], 600) }]],
    ['a zero quota', [{ ...grant(['203.0.113.0/24'], 0) }]],
    ['a date that is not YYYY-MM-DD', [{ ...grant(['203.0.113.0/24'], 600), expires: 'next year' }]],
    ['no ranges', [{ ...grant([], 600) }]],
  ])('%s is refused', (_, entries) => {
    expect(GrantsFile.safeParse(entries).success).toBe(false);
  });
  test('an invalid edit keeps the last valid grants and is logged once', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'grants-')), 'rate-limits.json');
    writeFileSync(file, JSON.stringify([grant(['203.0.113.0/24'], 600)]));
    const lines: string[] = [];
    const quotaFor = createGrants({ file, log: createLogger('info', (line) => lines.push(line)) });
    expect(quotaFor('203.0.113.1', NOW)).toBe(600);
    writeFileSync(file, '[{"name": "broken"}]');
    for (let n = 0; n < 5; n += 1) expect(quotaFor('203.0.113.1', NOW)).toBe(600);
    expect(lines.filter((line) => line.includes('rejected'))).toHaveLength(1);
    writeFileSync(file, '[]');
    expect(quotaFor('203.0.113.1', NOW)).toBeUndefined();
  });
});

describe('grant ranges are read strictly', () => {
  test('legacy IPv4 spellings, zones, stray prefixes, host bits and leading zeros are refused; canonical ranges pass', () => {
    for (const legacy of [
      '010.0.0.0/8',
      '10.1/16',
      '0xa.0.0.0/8',
      '10.0.0.0/08',
      '10.0.0.0/33',
      '::ffff:010.0.0.1/128',
      'fe80::1%eth0/64',
      '10.0.0.0',
      // host bits: meant as one address, or as the network?
      '10.0.0.5/8',
      '203.0.113.7/24',
      '2001:db8::1/64',
      '::ffff:203.0.113.9/120',
      // a leading zero in an IPv6 group
      '2001:0db8::/32',
      '2001:db8:00::/48',
    ]) {
      expect(GrantsFile.safeParse([grant([legacy], 600)]).success, legacy).toBe(false);
    }
    for (const canonical of [
      '10.0.0.0/8',
      '0.0.0.0/0',
      '203.0.113.7/32',
      '2001:db8::/48',
      '2001:db8:0:7::5/128',
      '::ffff:203.0.113.0/120',
      '::ffff:203.0.113.9/128',
      '::/0',
      '2001:db8:a0::/48',
    ]) {
      expect(GrantsFile.safeParse([grant([canonical], 600)]).success, canonical).toBe(true);
    }
  });

  test('a file with one non-canonical range is refused whole, the previous grants stay, and one line names the entry', () => {
    const dir = mkdtempSync(join(tmpdir(), 'grants-'));
    const file = join(dir, 'rate-limits.json');
    writeFileSync(file, JSON.stringify([grant(['203.0.113.0/24'], 600)]));
    const lines: string[] = [];
    const quotaFor = createGrants({ file, log: createLogger('info', (line) => lines.push(line)) });
    expect(quotaFor('203.0.113.9', NOW)).toBe(600);
    writeFileSync(file, JSON.stringify([grant(['203.0.113.0/24'], 900), grant(['010.0.0.0/8'], 5000)]));
    expect(quotaFor('203.0.113.9', NOW)).toBe(600);
    expect(quotaFor('8.1.1.1', NOW)).toBeUndefined();
    const rejected = lines.filter((line) => line.includes('rejected'));
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toContain('[1].cidrs[0]');
    expect(lines.some((line) => line.includes('reloaded'))).toBe(false);
  });
});
