// The built site is small, so it is held in memory: streaming each file from disk would cost an
// open and reads on every request. The build compressed every fixed file already (x.br, x.gz beside
// x); files that carry live tokens (prices, origin) are kept as templates and rendered when first
// asked for. Pictures and fonts, most of the site's bytes and never live, are read when first asked
// for, so start-up reads only the pages.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentType } from 'mime-types';
import { hasTokens, needsDay, needsPrices } from '../pricing/live-template.ts';
import type { Encoding } from './negotiation.ts';

/** One ready representation of a file, in every encoding it has. */
export interface StaticFile {
  readonly type: string;
  readonly etag: string;
  readonly cacheControl: string;
  readonly variants: Readonly<Partial<Record<Encoding, Buffer>>> & { readonly identity: Buffer };
  /** Headers that belong to this representation, such as X-Markdown-Tokens. */
  readonly headers: readonly string[];
}

export type SiteFile =
  | { readonly kind: 'fixed'; readonly type: string; readonly file: StaticFile }
  | {
      readonly kind: 'template';
      readonly type: string;
      readonly cacheControl: string;
      readonly text: string;
      /** Whether it shows prices (so is rendered again per price list) or only what start-up fixes. */
      readonly showsPrices: boolean;
      /** Whether it shows dates counted from today (so is rendered again each day). */
      readonly showsDates: boolean;
    };

const TEXT = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg)/;
/** What the build never writes a live token into. */
const NEVER_LIVE = /^(image|font)\//;
/** Smaller bodies gain nothing from compression that the extra header bytes do not cost back. */
const MIN_COMPRESSED_SIZE = 512;
/** Astro fingerprints everything under /_astro/, so those files never change under the same name. */
const IMMUTABLE = /^\/_astro\//;
const COMPRESSED_SUFFIX: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

/** Text types: they compress well and may carry live tokens. */
export function isText(type: string): boolean {
  return TEXT.test(type);
}

export function shouldCompress(type: string, size: number): boolean {
  return isText(type) && size > MIN_COMPRESSED_SIZE;
}

export function compress(body: Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

export function typeOf(name: string): string {
  return contentType(name.split('/').at(-1) ?? '') || 'application/octet-stream';
}

function markdownHeaders(type: string, body: Buffer): string[] {
  // As Cloudflare's Markdown for Agents does: a rough token count (~4 bytes a token) for budgeting.
  return type.startsWith('text/markdown') ? ['X-Markdown-Tokens', String(Math.ceil(body.length / 4))] : [];
}

export function staticFile(
  body: Buffer,
  type: string,
  cacheControl: string,
  compressed = shouldCompress(type, body.length) ? compress(body) : {},
): StaticFile {
  return {
    type,
    cacheControl,
    headers: markdownHeaders(type, body),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    variants: { identity: body, ...compressed },
  };
}

/** `/a/b.html` answers at `/a/b`, `/index.html` at `/`; other files at their own path. */
export function urlPathOf(relativePath: string): string {
  const path = `/${relativePath.split(sep).join('/')}`;
  if (path.endsWith('/index.html')) return path.slice(0, -'index.html'.length).replace(/(.)\/$/, '$1');
  return path.endsWith('.html') ? path.slice(0, -'.html'.length) : path;
}

function readCompressed(path: string): Partial<Record<Encoding, Buffer>> {
  const variants: Partial<Record<Encoding, Buffer>> = {};
  for (const [encoding, suffix] of Object.entries(COMPRESSED_SUFFIX) as [Exclude<Encoding, 'identity'>, string][]) {
    if (existsSync(path + suffix)) variants[encoding] = readFileSync(path + suffix);
  }
  return variants;
}

const cacheControlOf = (urlPath: string) =>
  IMMUTABLE.test(urlPath) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';

function loadFile(path: string, urlPath: string): SiteFile {
  const type = typeOf(path);
  if (NEVER_LIVE.test(type)) {
    let file: StaticFile | undefined;
    return {
      kind: 'fixed',
      type,
      get file() {
        file ??= staticFile(readFileSync(path), type, cacheControlOf(urlPath), readCompressed(path));
        return file;
      },
    };
  }
  const body = readFileSync(path);
  const text = isText(type) ? body.toString('utf8') : '';
  const cacheControl = cacheControlOf(urlPath);
  if (hasTokens(text)) return { kind: 'template', type, cacheControl, text, showsPrices: needsPrices(text), showsDates: needsDay(text) };
  return { kind: 'fixed', type, file: staticFile(body, type, cacheControl, readCompressed(path)) };
}

/** Every file the build wrote under root, by the URL path it answers at. */
export function loadStaticFiles(root: string): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  const entries = readdirSync(root, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile());
  for (const entry of entries) {
    if (/\.(br|gz)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(urlPathOf(relative(root, path)), loadFile(path, urlPathOf(relative(root, path))));
  }
  return files;
}
