// Content negotiation for site files (RFC 9110 §12.5): which encoding, and HTML or Markdown.
import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';

export type Encoding = 'br' | 'gzip' | 'identity';

const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];
const PAGE_TYPES = ['text/html', 'text/markdown'];

/** The best encoding the client accepts among those the file has. */
export function pickEncoding(req: IncomingMessage, available: (encoding: Encoding) => boolean): Encoding {
  if (req.headers['accept-encoding'] === undefined) return 'identity';
  const choice = new Negotiator(req).encodings(ENCODINGS).find((encoding) => available(encoding as Encoding));
  return (choice as Encoding | undefined) ?? 'identity';
}

/** Whether the client prefers the Markdown twin to the HTML page (q-values decide; a tie is HTML). */
export function wantsMarkdown(req: IncomingMessage): boolean {
  const accept = req.headers.accept;
  if (accept === undefined || !accept.includes('markdown')) return false;
  return new Negotiator(req).mediaType(PAGE_TYPES) === 'text/markdown';
}
