// Higher limits an operator grants (spec section 8: "a higher limit … can be requested"): a file
// of { name, cidrs, per_minute, expires, contact }, read at request time like the price list.
// A client key (after TRUST_PROXY and /64 grouping) gets the quota of the most specific unexpired
// grant whose CIDR holds it; everyone else keeps the default.
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { createLiveFile, parseJsonFile } from '../lib/live-file.ts';
import type { Logger } from '../lib/log.ts';
import { ipv4Number } from './client-ip.ts';

const maskOf = (bits: number) => (bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0);

/**
 * Only canonical spellings: ipaddr.js also reads legacy IPv4 forms (010.0.0.0 as octal, 10.1 as
 * 10.0.0.1, 0xa.0.0.0), so a typo would silently grant another network. An IPv4 range is a
 * dotted quad without leading zeros, an IPv6 one has no zone, no group with a leading zero and any
 * IPv4 tail is a dotted quad; and a range is written as its first address (10.0.0.5/8, meant as
 * one address or as 10.0.0.0/8, is refused rather than guessed).
 */
export function isCanonicalCidr(text: string): boolean {
  const [address, bits, ...rest] = text.split('/');
  if (rest.length > 0 || bits === undefined || !/^(0|[1-9]\d{0,2})$/.test(bits)) return false;
  const prefix = Number(bits);
  if (!address.includes(':')) {
    const value = ipv4Number(address);
    return value !== undefined && prefix <= 32 && (value & ~maskOf(prefix)) >>> 0 === 0;
  }
  const tail = address.slice(address.lastIndexOf(':') + 1);
  if (address.includes('%') || (tail.includes('.') && ipv4Number(tail) === undefined)) return false;
  if (address.split(':').some((group) => /^0[\da-f]/i.test(group))) return false;
  if (!ipaddr.IPv6.isValid(address) || prefix > 128) return false;
  return ipaddr.IPv6.networkAddressFromCIDR(text).toNormalizedString() === ipaddr.IPv6.parse(address).toNormalizedString();
}

const Cidr = z
  .string()
  .refine(isCanonicalCidr, 'must be a CIDR range written canonically, from its first address, such as 203.0.113.0/24 or 2001:db8::/48');

export const Grant = z.object({
  name: z.string().min(1),
  cidrs: z.array(Cidr).min(1),
  per_minute: z.int().min(1),
  /** The last day (UTC) the grant applies. */
  expires: z.iso.date(),
  contact: z.string().min(1),
});
export const GrantsFile = z.array(Grant);
export type Grant = z.infer<typeof Grant>;

/** What a grant gives while it lasts. */
interface Term {
  readonly quota: number;
  /** Epoch milliseconds after which it no longer applies (the end of its `expires` day). */
  readonly endsAt: number;
}

/** The IPv4 ranges of one prefix length, by network: a client is one map lookup per length. */
interface Ipv4Level {
  readonly bits: number;
  readonly mask: number;
  /** In file order, so of two grants for the same range the first that has not expired applies. */
  readonly networks: ReadonlyMap<number, readonly Term[]>;
}

export interface CompiledGrants {
  readonly empty: boolean;
  /** Longest prefix first: the first match is the most specific. */
  readonly ipv4: readonly Ipv4Level[];
  readonly ipv6: readonly (readonly [network: ipaddr.IPv6, bits: number, term: Term])[];
}

export function compileGrants(grants: readonly Grant[]): CompiledGrants {
  const ipv4 = new Map<number, Map<number, Term[]>>();
  const ipv6: [ipaddr.IPv6, number, Term][] = [];
  const addIpv4 = ({ octets: [a, b, c, d] }: ipaddr.IPv4, bits: number, term: Term) => {
    const network = (((a << 24) | (b << 16) | (c << 8) | d) & maskOf(bits)) >>> 0;
    let level = ipv4.get(bits);
    if (level === undefined) {
      level = new Map();
      ipv4.set(bits, level);
    }
    level.set(network, [...(level.get(network) ?? []), term]);
  };
  for (const grant of grants) {
    const term = { quota: grant.per_minute, endsAt: Date.parse(`${grant.expires}T00:00:00Z`) + 86_400_000 };
    for (const cidr of grant.cidrs) {
      const [address, bits] = ipaddr.parseCIDR(cidr);
      if (address.kind() === 'ipv4') addIpv4(address as ipaddr.IPv4, bits, term);
      // IPv4-mapped IPv6 ranges are IPv4 ranges, since mapped clients are keyed as IPv4.
      else if ((address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
        addIpv4((address as ipaddr.IPv6).toIPv4Address(), bits - 96, term);
      } else ipv6.push([address as ipaddr.IPv6, bits, term]);
    }
  }
  const levels = [...ipv4].map(([bits, networks]) => ({ bits, mask: maskOf(bits), networks })).sort((x, y) => y.bits - x.bits);
  return { empty: grants.length === 0, ipv4: levels, ipv6 };
}

/** The address of an IPv6 client key: the first address of its /64. */
function ipv6Address(key: string): ipaddr.IPv6 | undefined {
  const text = key.endsWith('::/64') ? key.slice(0, -'/64'.length) : key;
  return ipaddr.IPv6.isValid(text) ? ipaddr.IPv6.parse(text) : undefined;
}

/** The quota of the most specific unexpired grant holding the client key, if any. */
export function grantedQuota(grants: CompiledGrants, key: string, now: number): number | undefined {
  const live = (term: Term) => now < term.endsAt;
  if (!key.includes(':')) {
    const address = ipv4Number(key);
    if (address === undefined) return undefined;
    for (const { mask, networks } of grants.ipv4) {
      const term = networks.get((address & mask) >>> 0)?.find(live);
      if (term !== undefined) return term.quota;
    }
    return undefined;
  }
  const address = ipv6Address(key);
  if (address === undefined) return undefined;
  let best: { bits: number; quota: number } | undefined;
  for (const [network, bits, term] of grants.ipv6) {
    // A range longer than /64 is compared on its first 64 bits: a grant to a /128 covers that subscriber's /64.
    if (live(term) && bits > (best?.bits ?? -1) && address.match(network, Math.min(bits, 64))) best = { bits, quota: term.quota };
  }
  return best?.quota;
}

export type QuotaFor = (key: string, now: number) => number | undefined;

/** The grants file followed at request time; with no grants the lookup costs one stat and nothing else. */
export function createGrants({ file, log, oncePerTurn }: { file: string; log: Logger; oncePerTurn?: boolean }): QuotaFor {
  const grants = createLiveFile({
    file,
    log,
    oncePerTurn,
    name: 'rate-limit grants',
    parse: (text) => compileGrants(parseJsonFile(file, text, GrantsFile)),
    ifMissing: compileGrants([]),
  });
  return (key, now) => {
    const current = grants.current();
    return current.empty ? undefined : grantedQuota(current, key, now);
  };
}
