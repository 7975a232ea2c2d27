// Higher limits an operator grants (spec section 8: "a higher limit … can be requested"): a file
// of { name, cidrs, per_minute, expires, contact }, read at request time like the price list.
// A client key (after TRUST_PROXY and /64 grouping) gets the quota of the most specific unexpired
// grant whose CIDR holds it; everyone else keeps the default.
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import type { Logger } from '../http/log.ts';
import { createLiveFile, parseJsonFile } from '../live-file.ts';

const Cidr = z.string().refine((text) => {
  try {
    ipaddr.parseCIDR(text);
    return true;
  } catch {
    return false;
  }
}, 'must be a CIDR range such as 203.0.113.0/24 or 2001:db8::/48');

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

/** An IPv4 range as numbers: a client matches when its address masked equals the network. */
interface Ipv4Range {
  readonly network: number;
  readonly mask: number;
  readonly bits: number;
}
type Ipv6Range = readonly [ipaddr.IPv6, number];

interface CompiledGrant {
  readonly quota: number;
  /** Epoch milliseconds after which it no longer applies (the end of its `expires` day). */
  readonly endsAt: number;
  readonly ipv4: readonly Ipv4Range[];
  readonly ipv6: readonly Ipv6Range[];
}

const maskOf = (bits: number) => (bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0);
const numberOf = ([a, b, c, d]: readonly number[]) => ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

function ipv4Range(address: ipaddr.IPv4, bits: number): Ipv4Range {
  const mask = maskOf(bits);
  return { network: (numberOf(address.octets) & mask) >>> 0, mask, bits };
}

export function compileGrants(grants: readonly Grant[]): CompiledGrant[] {
  return grants.map((grant) => {
    const ipv4: Ipv4Range[] = [];
    const ipv6: Ipv6Range[] = [];
    for (const cidr of grant.cidrs) {
      const [address, bits] = ipaddr.parseCIDR(cidr);
      if (address.kind() === 'ipv4') ipv4.push(ipv4Range(address as ipaddr.IPv4, bits));
      // IPv4-mapped IPv6 ranges are IPv4 ranges, since mapped clients are keyed as IPv4.
      else if ((address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
        ipv4.push(ipv4Range((address as ipaddr.IPv6).toIPv4Address(), bits - 96));
      } else ipv6.push([address as ipaddr.IPv6, bits]);
    }
    return { quota: grant.per_minute, endsAt: Date.parse(`${grant.expires}T00:00:00Z`) + 86_400_000, ipv4, ipv6 };
  });
}

/**
 * An IPv4 client key as a number. Keys are canonical dotted quads (clientKeyOf), so splitting is
 * enough: a grant lookup for an ungranted client stays a few comparisons, not an address parse.
 */
function ipv4Number(key: string): number | undefined {
  const octets = key.split('.');
  if (octets.length !== 4) return undefined;
  const numbers = octets.map(Number);
  return Number.isInteger(numbers[0] + numbers[1] + numbers[2] + numbers[3]) ? numberOf(numbers) : undefined;
}

/** The address of an IPv6 client key: the first address of its /64. */
function ipv6Address(key: string): ipaddr.IPv6 | undefined {
  const text = key.endsWith('::/64') ? key.slice(0, -'/64'.length) : key;
  return ipaddr.IPv6.isValid(text) ? ipaddr.IPv6.parse(text) : undefined;
}

/** A range longer than /64 is compared on its first 64 bits: a grant to a /128 covers that subscriber's /64. */
const ipv6Bits = (address: ipaddr.IPv6, ranges: readonly Ipv6Range[]) =>
  ranges.reduce((best, [network, bits]) => (bits > best && address.match(network, Math.min(bits, 64)) ? bits : best), -1);

/** The quota of the most specific unexpired grant holding the client key, if any. */
export function grantedQuota(grants: readonly CompiledGrant[], key: string, now: number): number | undefined {
  const isIpv6 = key.includes(':');
  const ipv4 = isIpv6 ? undefined : ipv4Number(key);
  const ipv6 = isIpv6 ? ipv6Address(key) : undefined;
  let best: { bits: number; quota: number } | undefined;
  for (const grant of grants) {
    if (now >= grant.endsAt) continue;
    let bits = -1;
    if (ipv4 !== undefined) {
      for (const range of grant.ipv4) if (range.bits > bits && (ipv4 & range.mask) >>> 0 === range.network) bits = range.bits;
    } else if (ipv6 !== undefined) bits = ipv6Bits(ipv6, grant.ipv6);
    if (bits > (best?.bits ?? -1)) best = { bits, quota: grant.quota };
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
  });
  return (key, now) => {
    const current = grants.current();
    return current.length === 0 ? undefined : grantedQuota(current, key, now);
  };
}
