// Who is the client? The socket's peer, unless TRUST_PROXY says how many proxies in front of us
// append to X-Forwarded-For; then the client is that many entries from the right.
import { isIPv6 } from 'node:net';
import type { IncomingMessage } from 'node:http';

export type ClientKey = (req: IncomingMessage) => string;

/** IPv4-mapped IPv6 becomes plain IPv4; an IPv6 address is keyed by its /64, which one subscriber usually holds whole. */
export function normalizeIp(address: string): string {
  const ip = address.trim().toLowerCase().replace(/^\[|\](:\d+)?$/g, '');
  if (ip.startsWith('::ffff:') && ip.includes('.')) return ip.slice(7);
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

export function createClientKey({ trustProxy = 0 }: { trustProxy?: number } = {}): ClientKey {
  return (req) => {
    const peer = req.socket.remoteAddress ?? 'unknown';
    const header = trustProxy > 0 ? req.headers['x-forwarded-for'] : undefined;
    if (!header) return normalizeIp(peer);
    const hops = (Array.isArray(header) ? header.join(',') : header).split(',').map((entry) => entry.trim());
    // Fewer entries than trusted hops: the leftmost is the furthest address any trusted proxy vouches for.
    const entry = hops[Math.max(0, hops.length - trustProxy)];
    return entry ? normalizeIp(entry) : normalizeIp(peer);
  };
}
