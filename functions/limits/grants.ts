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

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

interface CompiledGrant {
  readonly quota: number;
  /** Epoch milliseconds after which it no longer applies (the end of its `expires` day). */
  readonly endsAt: number;
  readonly ranges: readonly Range[];
}

/** IPv4-mapped IPv6 ranges are IPv4 ranges, since mapped clients are keyed as IPv4. */
function rangeOf(cidr: string): Range {
  const [address, bits] = ipaddr.parseCIDR(cidr);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
    return [(address as ipaddr.IPv6).toIPv4Address(), bits - 96];
  }
  return [address, bits];
}

export function compileGrants(grants: readonly Grant[]): CompiledGrant[] {
  return grants.map((grant) => ({
    quota: grant.per_minute,
    endsAt: Date.parse(`${grant.expires}T00:00:00Z`) + 86_400_000,
    ranges: grant.cidrs.map(rangeOf),
  }));
}

/** The address a client key stands for: an IPv4 address, or the first address of an IPv6 /64. */
function addressOfKey(key: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const text = key.endsWith('::/64') ? key.slice(0, -'/64'.length) : key;
  return ipaddr.isValid(text) ? ipaddr.parse(text) : undefined;
}

/**
 * How many leading bits of range hold the client, or -1. An IPv6 client is a whole /64, so a range
 * longer than /64 is compared on its first 64 bits: a grant to a /128 covers that subscriber's /64.
 */
function matchLength(address: ipaddr.IPv4 | ipaddr.IPv6, [network, bits]: Range): number {
  if (address.kind() !== network.kind()) return -1;
  const compared = address.kind() === 'ipv6' ? Math.min(bits, 64) : bits;
  return address.match(network, compared) ? bits : -1;
}

/** The quota of the most specific unexpired grant holding the client key, if any. */
export function grantedQuota(grants: readonly CompiledGrant[], key: string, now: number): number | undefined {
  const address = addressOfKey(key);
  if (address === undefined) return undefined;
  let best: { bits: number; quota: number } | undefined;
  for (const grant of grants) {
    if (now >= grant.endsAt) continue;
    for (const range of grant.ranges) {
      const bits = matchLength(address, range);
      if (bits > (best?.bits ?? -1)) best = { bits, quota: grant.quota };
    }
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
