// Spec section 1 for every public page: Markdown twins, negotiation, llms.txt, sitemap and robots.txt.
import { beforeAll, describe, expect, test } from 'vitest';
import { useServer } from './support/fixtures.ts';
import { htmlFacts, markdownFacts } from './support/page-facts.ts';
import { header, required } from './support/required.ts';

const SITE = 'https://books.example.com';
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
let pages: string[];

/** Not the default, to show that both robots.txt and the Markdown answers follow CONTENT_SIGNAL. */
const CONTENT_SIGNAL = 'search=yes, ai-input=no, ai-train=no';
const server = useServer({ SITE_URL: SITE, CONTENT_SIGNAL });
beforeAll(async () => {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
});

const get = (path: string, accept?: string) => fetch(server.url + path, { headers: accept ? { accept } : {} });
const twinOf = (path: string) => (path === '/' ? '/index.md' : `${path}.md`);
/** The first line of every twin: a one-line blockquote pointing to llms.txt. */
const POINTER = new RegExp(`^> .*\\[llms\\.txt\\]\\(${SITE.replaceAll('.', '\\.')}/llms\\.txt\\).*\n\n`);

/** The opening lines of the fenced code blocks of a Markdown text. */
function openingFences(markdown: string): string[] {
  const fences = markdown.split('\n').filter((line) => line.startsWith('```'));
  return fences.filter((_, index) => index % 2 === 0);
}

describe('/sitemap.xml and /robots.txt', () => {
  test('the sitemap lists every public page once, absolute from SITE_URL, and nothing else', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const loc of locs) expect(loc.startsWith(`${SITE}/`)).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    // Each with the time its content last changed (see tests/last-change.test.ts).
    const lastmods = [...xml.matchAll(/<\/loc><lastmod>(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)<\/lastmod><\/url>/g)];
    expect(lastmods.length).toBe(locs.length);
    for (const path of ['/', '/art-styles', '/scenes', '/pricing', '/occasions', '/occasions/christmas', '/faq', '/developers', '/docs']) {
      expect(pages).toContain(path);
    }
    expect(pages.filter((path) => /\.md$|^\/api|404/.test(path))).toEqual([]);
  });
  test('every sitemap URL answers 200 HTML with a unique title and description', async () => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const path of pages) {
      const response = await get(path, BROWSER_ACCEPT);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      const title = required(/<title>([^<]+)<\/title>/.exec(html)?.[1], `no title on ${path}`);
      const description = required(/<meta name="description" content="([^"]+)"/.exec(html)?.[1], `no description on ${path}`);
      expect(seen.titles.has(title), `duplicate title on ${path}`).toBe(false);
      expect(seen.descriptions.has(description), `duplicate description on ${path}`).toBe(false);
      seen.titles.add(title);
      seen.descriptions.add(description);
      expect(html).not.toContain('{{');
    }
  });
  test('robots.txt allows crawling, states the content signals for every agent and names the sitemap absolutely', async () => {
    const text = await (await get('/robots.txt')).text();
    expect(text).toMatch(new RegExp(`^User-agent: \\*\nContent-Signal: ${CONTENT_SIGNAL}\nAllow: /$`, 'm'));
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('Markdown twins', () => {
  test('every page declares its twin, which answers as Markdown with the same facts', async () => {
    for (const path of pages) {
      const html = await (await get(path)).text();
      expect(html).toContain(`<link rel="alternate" type="text/markdown" href="${SITE}${twinOf(path)}"`);
      const response = await get(twinOf(path));
      expect(response.status, twinOf(path)).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(response.headers.get('content-signal')).toBe(CONTENT_SIGNAL);
      const markdown = await response.text();
      expect(Number(response.headers.get('x-markdown-tokens'))).toBe(Math.ceil(Buffer.byteLength(markdown) / 4));
      expect(markdown, twinOf(path)).toMatch(POINTER);
      for (const fence of openingFences(markdown)) expect(fence, `${twinOf(path)}: a code block without a language`).toMatch(/^```[a-z]+$/);
      // Identifiers such as format_type are code, never escaped prose (format\_type).
      expect(markdown, twinOf(path)).not.toContain('\\_');
      expect(markdown).not.toMatch(/<(nav|header|footer|div|span|a)\b/);
      expect(markdown).not.toContain('{{');
      const [page, twin] = [htmlFacts(html, `${SITE}${path}`), markdownFacts(markdown.replace(POINTER, ''))];
      expect(twin.headings, path).toEqual(page.headings);
      expect(twin.prices, path).toEqual(page.prices);
      expect(twin.links, path).toEqual(page.links);
      expect(twin.pictures, path).toEqual(page.pictures);
      for (const link of twin.links) expect(link, path).toMatch(/^(https?|mailto):/);
    }
  });
  test('the root twin answers at /index.md and /.md alike', async () => {
    const [index, dot] = await Promise.all([get('/index.md'), get('/.md')]);
    expect(dot.status).toBe(200);
    expect(await dot.text()).toBe(await index.text());
  });
});

describe('Accept negotiation', () => {
  test.each([
    ['text/markdown', 'text/markdown'],
    ['text/markdown, text/html, */*', 'text/markdown'],
    ['text/markdown;q=0.9, text/html', 'text/html'],
    ['text/html;q=0.5, text/markdown;q=0.8', 'text/markdown'],
    // Media types are case-insensitive.
    ['TEXT/MARKDOWN', 'text/markdown'],
    ['Text/HTML;q=0.5, Text/Markdown', 'text/markdown'],
    [BROWSER_ACCEPT, 'text/html'],
    ['*/*', 'text/html'],
  ])('Accept: %s gets %s, with Vary: Accept', async (accept, type) => {
    const response = await get('/pricing', accept);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(new RegExp(`^${type}; charset=utf-8`));
    expect(response.headers.get('vary')).toMatch(/\bAccept\b/);
  });
  test('the negotiated Markdown is the twin itself', async () => {
    expect(await (await get('/occasions/christmas', 'text/markdown')).text()).toBe(await (await get('/occasions/christmas.md')).text());
  });
  test('no Accept header gets HTML', async () => {
    expect((await fetch(`${server.url}/faq`, { headers: { accept: '' } })).headers.get('content-type')).toMatch(/^text\/html/);
  });
});

describe('/llms.txt and /llms-full.txt', () => {
  test('llms.txt follows llmstxt.org: H1, summary, text, then sections of link lines only', async () => {
    const response = await get('/llms.txt');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('# Grandtales');
    expect(lines[2]).toMatch(/^> \S/);
    const firstSection = lines.findIndex((line) => line.startsWith('## '));
    expect(lines.slice(3, firstSection).join(' ').trim().length).toBeGreaterThan(0);
    const sections = lines.slice(firstSection).filter((line) => line.startsWith('## '));
    expect(sections).toContain('## Optional');
    expect(sections.at(-1)).toBe('## Optional');
    const links: string[] = [];
    for (const line of lines.slice(firstSection)) {
      if (line === '' || line.startsWith('## ')) continue;
      const [, link] = required(/^- \[[^\]]+\]\((\S+)\): \S.*$/.exec(line), `not a "- [name](url): summary" line: ${line}`);
      links.push(link);
    }
    for (const path of pages) expect(links).toContain(`${SITE}${twinOf(path)}`);
    expect(lines.slice(3, firstSection).join(' ')).toContain(`\`${SITE}/openapi.json\``);
    expect(links).toContain(`${SITE}/developers.md`);
    for (const link of links) expect((await get(new URL(link).pathname)).status, link).toBe(200);
  });
  test("llms-full.txt starts with the site's title and summary, then holds every page twin after its source URL", async () => {
    const [full, llms] = await Promise.all([get('/llms-full.txt').then((r) => r.text()), get('/llms.txt').then((r) => r.text())]);
    const [title, , summary] = llms.split('\n');
    expect(full.startsWith(`${title}\n\n${summary}\n`)).toBe(true);
    for (const path of pages) {
      const twin = await (await get(twinOf(path))).text();
      expect(full).toContain(`Source: ${SITE}${path}\n\n${twin.replace(POINTER, '').trim()}`);
    }
  });
});

describe('conditional and compressed answers', () => {
  test('each encoding has its own ETag, and a matching If-None-Match gets 304', async () => {
    const identity = await fetch(`${server.url}/pricing`, { headers: { 'accept-encoding': 'identity' } });
    const brotli = await fetch(`${server.url}/pricing`, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const [plainTag, brTag] = [header(identity, 'etag'), header(brotli, 'etag')];
    expect(plainTag).toMatch(/^"[\w-]+"$/);
    expect(brTag).not.toBe(plainTag);
    const again = await fetch(`${server.url}/pricing`, { headers: { 'accept-encoding': 'br', 'if-none-match': brTag } });
    expect(again.status).toBe(304);
  });
});
