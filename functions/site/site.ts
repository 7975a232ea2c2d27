// Website requests: prebuilt files from memory (live ones rendered when first asked for, again
// after each price change), Markdown twins negotiated by Accept, else the 404 page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DeliveryFacts } from '../../contract/arrival.ts';
import { twinPath } from '../../contract/site-paths.ts';
import { isNotModified } from '../lib/conditional.ts';
import { detailBody, type SendJson } from '../lib/json-response.ts';
import { renderTemplate } from '../pricing/live-template.ts';
import type { PricingSource } from '../pricing/price-list.ts';
import { type Encoding, pickEncoding, wantsMarkdown } from './negotiation.ts';
import { type SiteFile, type StaticFile, staticFile } from './static-files.ts';

export type SiteHandler = (req: IncomingMessage, res: ServerResponse, path: string) => void;

export interface SiteRendererOptions {
  pricing: PricingSource;
  origin: string;
  /** The Content-Signal value every Markdown answer carries (contentsignals.org). */
  contentSignal: string;
  /** The live answer to an operation's example request, for the documentation's examples. */
  example: (operationId: string) => unknown;
  /** The store's delivery facts, and the day (YYYY-MM-DD, UTC) dates are counted from. */
  delivery: DeliveryFacts;
  today: () => string;
}

/** A site file as served now: live templates filled in with the origin and the current prices. */
export type SiteRenderer = (entry: SiteFile) => StaticFile;

export interface SiteOptions {
  files: ReadonlyMap<string, SiteFile>;
  render: SiteRenderer;
  contentSignal: string;
  security: readonly string[];
  sendJson: SendJson;
}

const METHOD_NOT_ALLOWED = detailBody(405);

/** Renders each template once per price list and day (once for good when it shows only the origin). */
export function createSiteRenderer({ pricing, origin, contentSignal, example, delivery, today }: SiteRendererOptions): SiteRenderer {
  const rendered = new Map<SiteFile, { version: string; file: StaticFile }>();
  return (entry) => {
    if (entry.kind === 'fixed') return entry.file;
    const cached = rendered.get(entry);
    // A page that shows only the origin never changes; one that shows prices checks the price list,
    // one that shows dates the day.
    if (cached !== undefined && !entry.showsPrices) return cached.file;
    const prices = pricing.current();
    const day = entry.showsDates ? today() : '';
    const version = `${prices.version}:${day}`;
    if (cached?.version === version) return cached.file;
    const text = renderTemplate(entry.text, {
      origin,
      contentSignal,
      prices,
      example,
      html: entry.type.startsWith('text/html'),
      dates: { delivery, today: day },
    });
    const file = staticFile(Buffer.from(text), entry.type, entry.cacheControl);
    rendered.set(entry, { version, file });
    return file;
  };
}

export function createSite({ files, render, security, sendJson, contentSignal }: SiteOptions): SiteHandler {
  const send = (req: IncomingMessage, res: ServerResponse, file: StaticFile, status = 200, negotiated = false, links: string[] = []) => {
    const encoding: Encoding = pickEncoding(req, (candidate) => file.variants[candidate] !== undefined);
    // Each encoding is its own representation, so it gets its own validator.
    const etag = encoding === 'identity' ? file.etag : `${file.etag.slice(0, -1)}-${encoding}"`;
    const headers = ['Content-Type', file.type, 'Cache-Control', file.cacheControl, 'ETag', etag, ...file.headers, ...links, ...security];
    if (file.type.startsWith('text/markdown')) headers.push('Content-Signal', contentSignal);
    const vary = [...(negotiated ? ['Accept'] : []), ...(file.variants.gzip ? ['Accept-Encoding'] : [])];
    if (vary.length > 0) headers.push('Vary', vary.join(', '));
    if (status === 200 && isNotModified(req, etag)) {
      res.writeHead(304, headers);
      return void res.end();
    }
    const body = file.variants[encoding] ?? file.variants.identity;
    if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
    res.writeHead(status, [...headers, 'Content-Length', String(body.length)]);
    res.end(body);
  };
  const notFoundPage = files.get('/404');
  const missing = (req: IncomingMessage, res: ServerResponse) => {
    if (notFoundPage) return send(req, res, render(notFoundPage), 404);
    res.writeHead(404, ['Content-Type', 'text/plain; charset=utf-8', ...security]);
    res.end('Not Found');
  };
  return (req, res, path) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, METHOD_NOT_ALLOWED, ['Allow', 'GET, HEAD']);
    if (path === '/404') return missing(req, res);
    const page = files.get(path === '/.md' ? twinPath('/') : path);
    if (page === undefined) return missing(req, res);
    const twin = path.endsWith('.md') ? undefined : files.get(twinPath(path));
    if (twin === undefined) return send(req, res, render(page));
    if (wantsMarkdown(req)) return send(req, res, render(twin), 200, true);
    return send(req, res, render(page), 200, true, ['Link', `<${twinPath(path)}>; rel="alternate"; type="text/markdown"`]);
  };
}

/** The served text of a site path (tokens filled in, as a GET would get it), for other surfaces such as MCP resources. */
export function createSiteText({ files, render }: Pick<SiteOptions, 'files' | 'render'>) {
  return (path: string): { text: string; type: string } | undefined => {
    const entry = files.get(path);
    if (entry === undefined) return undefined;
    const file = render(entry);
    return { text: file.variants.identity.toString(), type: file.type };
  };
}
