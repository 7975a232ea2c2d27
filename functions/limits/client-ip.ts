// Who is the client? The socket's peer, unless TRUST_PROXY says how many proxies in front of us
// append to X-Forwarded-For; then the client is that many entries from the right, if it is a
// valid address. Anything else (garbage, a name, an 8 KB value) falls back to the peer, so a
// header can never mint keys.
import type { IncomingMessage } from 'node:http';
import ipaddr from 'ipaddr.js';

export type ClientKey = (req: IncomingMessage) => string;

const MAPPED_PREFIX = /^::ffff:([0-9.]+)$/i;

/** The address in what proxies write: bare, [v6], v4:port or [v6]:port. */
function addressPart(text: string): string | undefined {
  const bracketed = /^\[([0-9a-fA-F:.]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) return bracketed[1];
  const withPort = /^([0-9.]+):\d{1,5}$/.exec(text);
  return withPort ? withPort[1] : /^[0-9a-fA-F:.]+$/.test(text) ? text : undefined;
}

/**
 * The rate-limit key of an address, or undefined if it is not one: IPv4-mapped IPv6 (in any
 * spelling) is its IPv4 client; an IPv6 client is keyed by its /64, which one subscriber usually
 * holds whole. Only strict dotted-quad IPv4 is taken (ipaddr.js also reads 127.1 and octal).
 */
export function clientKeyOf(text: string): string | undefined {
  // What nearly every request carries, already canonical: one pass over its characters.
  if (isDottedQuad(text)) return text;
  const candidate = addressPart(text.trim());
  if (candidate === undefined) return undefined;
  if (!candidate.includes(':')) return isDottedQuad(candidate) ? candidate : undefined;
  // How a dual-stack socket reports an IPv4 peer, on every request: also without parsing.
  const mapped = MAPPED_PREFIX.exec(candidate)?.[1];
  if (mapped !== undefined && isDottedQuad(mapped)) return mapped;
  if (!ipaddr.IPv6.isValid(candidate)) return undefined;
  const address = ipaddr.IPv6.parse(candidate);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  const prefix = address.parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * The 32-bit number of a canonical IPv4 key ("10.0.0.1": no leading zeros, no octet over 255),
 * else undefined. Read digit by digit: a few operations on every request, where ipaddr.js would build
 * and validate an address object for each.
 */
export function ipv4Number(key: string): number | undefined {
  let value = 0;
  let octet = 0;
  let digits = 0;
  let dots = 0;
  for (let index = 0; index < key.length; index += 1) {
    const code = key.charCodeAt(index);
    if (code === 46) {
      if (digits === 0 || dots === 3) return undefined;
      value = value * 256 + octet;
      octet = 0;
      digits = 0;
      dots += 1;
    } else if (code >= 48 && code <= 57 && !(digits > 0 && octet === 0)) {
      octet = octet * 10 + code - 48;
      digits += 1;
      if (octet > 255) return undefined;
    } else return undefined;
  }
  return dots === 3 && digits > 0 ? value * 256 + octet : undefined;
}

const isDottedQuad = (text: string) => ipv4Number(text) !== undefined;

export function createClientKey({ trustProxy = 0 }: { trustProxy?: number } = {}): ClientKey {
  const peerOf = (req: IncomingMessage) => clientKeyOf(req.socket.remoteAddress ?? '') ?? 'unknown';
  return (req) => {
    const header = trustProxy > 0 ? req.headers['x-forwarded-for'] : undefined;
    if (!header) return peerOf(req);
    const list = Array.isArray(header) ? header.join(',') : header;
    // Fewer entries than trusted hops: the leftmost is the furthest address any trusted proxy vouches for.
    const hops = list.includes(',') ? list.split(',') : [list];
    const entry = hops[Math.max(0, hops.length - trustProxy)];
    return (entry === undefined ? undefined : clientKeyOf(entry)) ?? peerOf(req);
  };
}
