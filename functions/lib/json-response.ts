// JSON answers: bodies are serialized and tagged once, when they are built; only the per-request
// headers (rate limit, Allow, Retry-After) are added on the way out.
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { STATUS_CODES } from './node-http.ts';

/** Browser code may read these cross-origin only when they are exposed. */
const EXPOSED = 'ETag, Retry-After, RateLimit, RateLimit-Policy, Deprecation, Sunset, Link';

export interface JsonBody {
  readonly bytes: Buffer;
  readonly length: string;
  /** A strong validator: the hash of the bytes. */
  readonly etag: string;
}

export function entityTag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

export function jsonBody(value: unknown): JsonBody {
  const bytes = Buffer.from(JSON.stringify(value));
  return { bytes, length: String(bytes.length), etag: entityTag(bytes) };
}

export function detailBody(status: number, detail = STATUS_CODES[status] ?? 'Error'): JsonBody {
  return jsonBody({ detail });
}

/** body is null only for a 204 (a CORS preflight). */
export type SendJson = (res: ServerResponse, status: number, body: JsonBody | null, headers?: readonly string[]) => void;

/**
 * Writes JSON with CORS for any origin and the given security headers. A 200 is cacheable but
 * revalidated (ETag, no-cache), and private: its body is the same for everyone, but its RateLimit
 * fields belong to one client, which a shared cache would hand to another. Anything else is never
 * stored. A 304 and a 204 carry no body.
 */
export function createJsonWriter(security: readonly string[]): SendJson {
  const cors = ['Access-Control-Allow-Origin', '*', 'Access-Control-Expose-Headers', EXPOSED, ...security];
  const base = ['Content-Type', 'application/json', ...cors];
  const revalidated = [...base, 'Cache-Control', 'private, no-cache', 'ETag'];
  const unstored = [...base, 'Cache-Control', 'no-store', 'Content-Length'];
  return (res, status, body, headers = []) => {
    if (body === null) {
      res.writeHead(status, [...cors, 'Cache-Control', 'no-store', ...headers]);
      return void res.end();
    }
    if (status === 200) {
      res.writeHead(200, [...revalidated, body.etag, 'Content-Length', body.length, ...headers]);
      return void res.end(body.bytes);
    }
    if (status === 304) {
      res.writeHead(304, [...revalidated, body.etag, ...headers]);
      return void res.end();
    }
    res.writeHead(status, [...unstored, body.length, ...headers]);
    res.end(body.bytes);
  };
}
