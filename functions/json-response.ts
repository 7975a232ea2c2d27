// Every API answer is a JSON body written with headers computed once; only the per-request
// headers (rate limit, Allow, Retry-After) are added on the way out.
import type { ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';

/** Browser code may read these cross-origin only when they are exposed. */
const EXPOSED = 'Retry-After, RateLimit, RateLimit-Policy, Deprecation, Sunset, Link';

export interface JsonBody {
  readonly bytes: Buffer;
  readonly length: string;
}

export function jsonBody(value: unknown): JsonBody {
  const bytes = Buffer.from(JSON.stringify(value));
  return { bytes, length: String(bytes.length) };
}

export function detailBody(status: number, detail = STATUS_CODES[status] ?? 'Error'): JsonBody {
  return jsonBody({ detail });
}

export function sendJson(res: ServerResponse, status: number, body: JsonBody, headers: string[] = []): void {
  res.writeHead(status, [
    'Content-Type', 'application/json',
    'Content-Length', body.length,
    'Cache-Control', 'no-store',
    'Access-Control-Allow-Origin', '*',
    'Access-Control-Expose-Headers', EXPOSED,
    'X-Content-Type-Options', 'nosniff',
    "Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'",
    ...headers,
  ]);
  res.end(body.bytes);
}
