// Content negotiation for site files (RFC 9110 §12.5): which encoding, and HTML or Markdown.
import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';

export type Encoding = 'br' | 'gzip' | 'identity';

const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];
const PAGE_TYPES = ['text/html', 'text/markdown'];
/** Whether an Accept header names Markdown at all; most never do, and skip the negotiation. */
const MARKDOWN = /markdown/i;
/** Clients send a handful of distinct header values; a bound keeps odd ones from growing memory. */
const MAX_REMEMBERED_HEADERS = 256;

/** Parsing a header is the cost; each distinct value is parsed once (until the bound clears them). */
function rememberedPerHeader<T>(decide: (header: string) => T): (header: string) => T {
  const decisions = new Map<string, T>();
  return (header) => {
    let decision = decisions.get(header);
    if (decision === undefined) {
      if (decisions.size >= MAX_REMEMBERED_HEADERS) decisions.clear();
      decision = decide(header);
      decisions.set(header, decision);
    }
    return decision;
  };
}

/** negotiator 1.x takes a server preference that @types/negotiator 0.6 does not declare yet. */
type EncodingNegotiator = { encodings(available: readonly string[], options: { preferred: readonly string[] }): string[] };

/** Between encodings the client likes equally, ours decides: brotli is the smallest. */
const acceptedEncodings = rememberedPerHeader((header) => {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } }) as unknown as EncodingNegotiator;
  return negotiator.encodings(ENCODINGS, { preferred: ENCODINGS }) as Encoding[];
});

const prefersMarkdown = rememberedPerHeader(
  (header) => new Negotiator({ headers: { accept: header } }).mediaType(PAGE_TYPES) === 'text/markdown',
);

/** The best encoding the client accepts among those the file has. */
export function pickEncoding(req: IncomingMessage, available: (encoding: Encoding) => boolean): Encoding {
  const header = req.headers['accept-encoding'];
  if (header === undefined) return 'identity';
  return acceptedEncodings(header).find(available) ?? 'identity';
}

/** Whether the client prefers the Markdown twin to the HTML page (q-values decide; a tie is HTML). */
export function wantsMarkdown(req: IncomingMessage): boolean {
  const accept = req.headers.accept;
  // Media types are case-insensitive (RFC 9110 §8.3.1): TEXT/MARKDOWN asks for the twin too.
  if (accept === undefined || !MARKDOWN.test(accept)) return false;
  return prefersMarkdown(accept);
}
