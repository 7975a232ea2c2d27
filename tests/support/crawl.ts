// Follows every link a visitor or an agent can follow: from the home page and the sitemap, through
// every page (anchors, head links, images, scripts, form targets), every Markdown twin and
// llms.txt (links and images), fetching each target once. Absolute links to the public origin are fetched from the
// test server; links elsewhere are only listed, for the caller to check.
export interface CrawlResult {
  /** Every fetched same-site URL path (with query), and its status. */
  statuses: Map<string, number>;
  /** Which page or twin linked to a path first, to name it in a failure. */
  linkedFrom: Map<string, string>;
  /** Absolute links to other origins (http/https), with the page that holds them. */
  external: { url: string; from: string }[];
}

const HTML_LINKS = /<(?:a|link|img|script|form)\b[^>]*?\s(?:href|src|action)="([^"]*)"/g;
const MARKDOWN_LINKS = /\]\(([^)\s]+)\)/g;
const decode = (value: string) => value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");

/** `origin` is the site's public origin (SITE_URL), `server` where the test server listens. */
export async function crawl(server: string, origin: string, start: string[]): Promise<CrawlResult> {
  const result: CrawlResult = { statuses: new Map(), linkedFrom: new Map(), external: [] };
  const queue = start.map((path) => ({ path, from: 'start' }));
  const enqueue = (href: string, base: string, from: string) => {
    if (/^(mailto|tel|data):/.test(href) || href.startsWith('#')) return;
    const url = new URL(decode(href), base);
    if (url.origin !== origin) return void result.external.push({ url: url.href, from });
    const path = url.pathname + url.search;
    if (result.linkedFrom.has(path)) return;
    result.linkedFrom.set(path, from);
    queue.push({ path, from });
  };
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const { path } = next;
    if (result.statuses.has(path)) continue;
    const response = await fetch(server + path, { headers: { accept: 'text/html' } });
    result.statuses.set(path, response.status);
    const type = response.headers.get('content-type') ?? '';
    const body = await response.text();
    // A start page is read whatever its status: the 404 page's links must work too.
    if (response.status !== 200 && next.from !== 'start') continue;
    if (type.startsWith('text/html')) {
      // Head links included: the canonical URL and the Markdown twin must answer too.
      for (const [, href] of body.matchAll(HTML_LINKS)) enqueue(href, origin + path, path);
    } else if (/^text\/(markdown|plain)/.test(type)) {
      // Twins, llms.txt and llms-full.txt: Markdown links and images.
      for (const [, href] of body.matchAll(MARKDOWN_LINKS)) enqueue(href, origin + path, path);
    }
  }
  return result;
}

/** The same-site links that do not answer 200, as "path ← page that links to it: status". */
export function brokenLinks({ statuses, linkedFrom }: CrawlResult): string[] {
  return [...statuses]
    .filter(([path, status]) => status !== 200 && linkedFrom.has(path))
    .map(([path, status]) => `${path} ← ${linkedFrom.get(path) ?? 'start'}: ${status}`);
}
