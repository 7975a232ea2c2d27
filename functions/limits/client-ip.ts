// Who is the client? The socket's peer, unless TRUST_PROXY says how many proxies in front of us
// append to X-Forwarded-For; then the client is that many entries from the right, if it is a
// valid address. Anything else (garbage, a name, an 8 KB value) falls back to the peer, so a
// header can never mint keys.
import type { IncomingMessage } from 'node:http';
import ipaddr from 'ipaddr.js';

export type ClientKey = (req: IncomingMessage) => string;

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const DOTTED_QUAD = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);
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
  const candidate = addressPart(text.trim());
  if (candidate === undefined) return undefined;
  // Strict dotted-quad with no leading zeros is already canonical: no parsing on the hot path.
  if (!candidate.includes(':')) return DOTTED_QUAD.test(candidate) ? candidate : undefined;
  // How a dual-stack socket reports an IPv4 peer, on every request: also without parsing.
  const mapped = MAPPED_PREFIX.exec(candidate)?.[1];
  if (mapped !== undefined && DOTTED_QUAD.test(mapped)) return mapped;
  if (!ipaddr.IPv6.isValid(candidate)) return undefined;
  const address = ipaddr.IPv6.parse(candidate);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  const prefix = address.parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

export function createClientKey({ trustProxy = 0 }: { trustProxy?: number } = {}): ClientKey {
  const peerOf = (req: IncomingMessage) => clientKeyOf(req.socket.remoteAddress ?? '') ?? 'unknown';
  return (req) => {
    const header = trustProxy > 0 ? req.headers['x-forwarded-for'] : undefined;
    if (!header) return peerOf(req);
    const hops = (Array.isArray(header) ? header.join(',') : header).split(',');
    // Fewer entries than trusted hops: the leftmost is the furthest address any trusted proxy vouches for.
    const entry = hops[Math.max(0, hops.length - trustProxy)];
    return (entry === undefined ? undefined : clientKeyOf(entry)) ?? peerOf(req);
  };
}
