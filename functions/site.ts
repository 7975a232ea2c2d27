// Website requests: prebuilt files from memory (live ones rendered once per price list), with
// Markdown twins negotiated by Accept, then Astro's on-demand routes, then the 404 page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import { needsPrices, renderTemplate } from './live-template.ts';
import type { PricingSource } from './pricing.ts';
import { type Encoding, type SiteFile, type StaticFile, staticFile } from './static-files.ts';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => unknown;
export type SiteHandler = (req: IncomingMessage, res: ServerResponse, path: string) => unknown;

/** Same-origin everything; inline styles only because Astro inlines small stylesheets. */
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

const SITE_SECURITY_HEADERS = [
  'Content-Security-Policy', CSP,
  'X-Content-Type-Options', 'nosniff',
  'Referrer-Policy', 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy', 'same-origin',
  'Permissions-Policy', 'camera=(), microphone=(), geolocation=()',
];

const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];
const PAGE_TYPES = ['text/html', 'text/markdown'];

function pickEncoding(req: IncomingMessage, file: StaticFile): Encoding {
  if (req.headers['accept-encoding'] === undefined || file.variants.gzip === undefined) return 'identity';
  const choice = new Negotiator(req).encoding(ENCODINGS) as Encoding | undefined;
  return choice !== undefined && file.variants[choice] !== undefined ? choice : 'identity';
}

interface SendOptions {
  status?: number;
  /** The path has two representations chosen by Accept, so caches must key on it. */
  negotiated?: boolean;
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, { status = 200, negotiated = false }: SendOptions = {}): void {
  const encoding = pickEncoding(req, file);
  // Each encoding is its own representation, so it gets its own validator.
  const etag = encoding === 'identity' ? file.etag : `${file.etag.slice(0, -1)}-${encoding}"`;
  const headers = ['Content-Type', file.type, 'Cache-Control', file.cacheControl, 'ETag', etag, ...file.headers, ...SITE_SECURITY_HEADERS];
  const vary = [...(negotiated ? ['Accept'] : []), ...(file.variants.gzip ? ['Accept-Encoding'] : [])];
  if (vary.length > 0) headers.push('Vary', vary.join(', '));
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    return void res.end();
  }
  const body = file.variants[encoding] as Buffer;
  if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
  res.writeHead(status, [...headers, 'Content-Length', String(body.length)]);
  res.end(body);
}

/** The Markdown twin of a page path: /pricing → /pricing.md, / → /index.md. */
export function twinPath(path: string): string {
  return path === '/' ? '/index.md' : `${path}.md`;
}

function wantsMarkdown(req: IncomingMessage): boolean {
  const accept = req.headers.accept;
  if (accept === undefined || !accept.includes('markdown')) return false;
  return new Negotiator(req).mediaType(PAGE_TYPES) === 'text/markdown';
}

export interface SiteOptions {
  files: Map<string, SiteFile>;
  pricing: PricingSource;
  origin: string;
  /** Astro's handler in middleware mode; it calls next() for paths it has no route for. */
  astro?: NodeHandler;
}

export function createSite({ files, pricing, origin, astro }: SiteOptions): SiteHandler {
  // Files that show only the origin are rendered once, now; price-bearing ones once per price list.
  for (const [path, entry] of files) {
    if (entry.kind === 'template' && !needsPrices(entry.text)) {
      const text = renderTemplate(entry.text, { origin, prices: pricing.current() });
      files.set(path, { kind: 'fixed', file: staticFile(Buffer.from(text), entry.type, entry.cacheControl) });
    }
  }
  const rendered = new WeakMap<SiteFile, { version: number; file: StaticFile }>();
  const ready = (entry: SiteFile): StaticFile => {
    if (entry.kind === 'fixed') return entry.file;
    const prices = pricing.current();
    const cached = rendered.get(entry);
    if (cached?.version === prices.version) return cached.file;
    const file = staticFile(Buffer.from(renderTemplate(entry.text, { origin, prices })), entry.type, entry.cacheControl);
    rendered.set(entry, { version: prices.version, file });
    return file;
  };
  const notFound = files.get('/404');
  const missing = (req: IncomingMessage, res: ServerResponse) => {
    if (notFound) return sendFile(req, res, ready(notFound), { status: 404 });
    res.writeHead(404, ['Content-Type', 'text/plain; charset=utf-8', ...SITE_SECURITY_HEADERS]);
    res.end('Not Found');
  };
  return (req, res, path) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, ['Allow', 'GET, HEAD', 'Content-Type', 'text/plain; charset=utf-8', ...SITE_SECURITY_HEADERS]);
      return void res.end('Method Not Allowed');
    }
    if (path === '/404') return missing(req, res);
    const page = files.get(path === '/.md' ? '/index.md' : path);
    if (page === undefined) return astro ? astro(req, res, () => missing(req, res)) : missing(req, res);
    const twin = files.get(twinPath(path));
    if (twin === undefined || path.endsWith('.md')) return sendFile(req, res, ready(page));
    return sendFile(req, res, ready(wantsMarkdown(req) ? twin : page), { negotiated: true });
  };
}
