// Conditional GET (RFC 9110 §13.1.2): `fresh` compares If-None-Match weakly, with lists and `*`.
import type { IncomingMessage } from 'node:http';
import fresh from 'fresh';

/** Whether the client already holds the representation tagged etag (answer 304). */
export function isNotModified(req: IncomingMessage, etag: string): boolean {
  return req.headers['if-none-match'] !== undefined && fresh(req.headers, { etag });
}
