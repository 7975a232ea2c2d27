// Conditional GET (RFC 9110 §13.1.2 If-None-Match, §8.8.3.2 weak comparison), by hand: `fresh`
// answers 200 whenever the request says Cache-Control: no-cache, and fetch() adds exactly that to
// every request carrying If-None-Match, so a polling script would never get its 304. That header
// speaks to caches; an origin server evaluates the precondition regardless (RFC 9110 §13.2.1).
import type { IncomingMessage } from 'node:http';

/** The entity-tags of an If-None-Match list, opaque parts only (W/ dropped: the comparison is weak). */
function listedTags(field: string): string[] {
  return [...field.matchAll(/(?:W\/)?("[^"]*")/g)].map((match) => match[1]);
}

/** Whether the client already holds the representation tagged etag (answer 304). */
export function isNotModified(req: IncomingMessage, etag: string): boolean {
  const field = req.headers['if-none-match'];
  if (field === undefined) return false;
  if (field.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return listedTags(field).includes(opaque);
}
