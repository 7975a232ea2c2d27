// JSON answers: bodies are serialized and tagged once, when they are built; only the per-request
// headers (rate limit, Allow, Retry-After) are added on the way out.
import { createHash } from 'node:crypto';
import { type ServerResponse, STATUS_CODES } from 'node:http';

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

export type SendJson = (res: ServerResponse, status: number, body: JsonBody, headers?: readonly string[]) => void;

/**
 * Writes JSON with CORS for any origin and the given security headers. A 200 is cacheable but
 * revalidated (ETag, no-cache); anything else is never stored. A 304 carries no body.
 */
export function createJsonWriter(security: readonly string[]): SendJson {
  const base = [
    'Content-Type',
    'application/json',
    'Access-Control-Allow-Origin',
    '*',
    'Access-Control-Expose-Headers',
    EXPOSED,
    ...security,
  ];
  return (res, status, body, headers = []) => {
    if (status === 304 || status === 200) {
      res.writeHead(status, [
        ...base,
        'Cache-Control',
        'no-cache',
        'ETag',
        body.etag,
        ...(status === 200 ? ['Content-Length', body.length] : []),
        ...headers,
      ]);
      return void res.end(status === 200 ? body.bytes : undefined);
    }
    res.writeHead(status, [...base, 'Cache-Control', 'no-store', 'Content-Length', body.length, ...headers]);
    res.end(body.bytes);
  };
}
