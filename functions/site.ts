// Website requests: prebuilt files from memory, then Astro's on-demand routes, then the 404 page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import type { Encoding, StaticFile } from './static-files.ts';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => unknown;
export type SiteHandler = (req: IncomingMessage, res: ServerResponse, path: string) => unknown;

/** Headers a <meta> tag cannot carry; the page CSP itself comes from Astro's security.csp. */
export const SITE_SECURITY_HEADERS = [
  'X-Content-Type-Options', 'nosniff',
  'X-Frame-Options', 'DENY',
  'Referrer-Policy', 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy', 'same-origin',
  'Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
];

const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];

function pickEncoding(req: IncomingMessage, file: StaticFile): Encoding {
  if (req.headers['accept-encoding'] === undefined || file.variants.gzip === undefined) return 'identity';
  const choice = new Negotiator(req).encoding(ENCODINGS) as Encoding | undefined;
  return choice !== undefined && file.variants[choice] !== undefined ? choice : 'identity';
}

export function sendFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, status = 200, extra: string[] = []): void {
  const compressible = file.variants.gzip !== undefined;
  const headers = [
    'Content-Type', file.type,
    'Cache-Control', file.cacheControl,
    'ETag', file.etag,
    ...(compressible ? ['Vary', 'Accept-Encoding'] : []),
    ...SITE_SECURITY_HEADERS,
    ...extra,
  ];
  if (status === 200 && req.headers['if-none-match'] === file.etag) {
    res.writeHead(304, headers);
    return void res.end();
  }
  const encoding = pickEncoding(req, file);
  const body = file.variants[encoding] as Buffer;
  if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
  res.writeHead(status, [...headers, 'Content-Length', String(body.length)]);
  res.end(body);
}

export interface SiteOptions {
  files: Map<string, StaticFile>;
  notFound?: StaticFile;
  /** Astro's handler in middleware mode; it calls next() for paths it has no route for. */
  astro?: NodeHandler;
}

export function createSite({ files, notFound, astro }: SiteOptions): SiteHandler {
  const missing = (req: IncomingMessage, res: ServerResponse) => {
    if (notFound) return sendFile(req, res, notFound, 404);
    res.writeHead(404, ['Content-Type', 'text/plain; charset=utf-8', ...SITE_SECURITY_HEADERS]);
    res.end('Not Found');
  };
  return (req, res, path) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, ['Allow', 'GET, HEAD', 'Content-Type', 'text/plain; charset=utf-8', ...SITE_SECURITY_HEADERS]);
      return void res.end('Method Not Allowed');
    }
    const file = files.get(path);
    if (file !== undefined) return sendFile(req, res, file);
    if (astro === undefined) return missing(req, res);
    return astro(req, res, () => missing(req, res));
  };
}
