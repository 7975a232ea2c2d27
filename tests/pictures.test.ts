// The pictures drawn at build time, over HTTP: each <img> is an SVG from this site whose width and
// height match the drawing (no layout shift) and has a text alternative unless it is marked as
// decoration; each page's social card is a 1200×630 PNG at an absolute URL.
import { beforeAll, describe, expect, test } from 'vitest';
import { useServer } from './support/fixtures.ts';

const SITE = 'https://books.example.com';
let pages: string[];

const server = useServer({ SITE_URL: SITE });
beforeAll(async () => {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
});

const html = async (path: string) => (await fetch(server.url + path)).text();
/** An attribute's value; '' for one written bare (Astro writes alt="" as `alt`); undefined when absent. */
const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/>])`).exec(tag);
  return match ? (match[1] ?? '') : undefined;
};

describe('pictures on the pages', () => {
  test('the pages a shopper sees carry pictures: home, art styles, scenes, occasions, /create', async () => {
    const counts = await Promise.all(
      ['/', '/art-styles', '/scenes', '/occasions', '/occasions/christmas', '/create'].map(async (path) => [
        path,
        (await html(path)).match(/<img /g)?.length ?? 0,
      ]),
    );
    expect(counts).toEqual([
      ['/', 15],
      ['/art-styles', 6],
      ['/scenes', 4],
      ['/occasions', 9],
      ['/occasions/christmas', 3],
      ['/create', 6],
    ]);
  });
  test('every picture is an SVG drawn here, sized like its drawing, with a text alternative or marked as decoration', async () => {
    for (const path of [...pages, '/no-such-page']) {
      for (const [tag] of (await html(path)).matchAll(/<img [^>]*>/g)) {
        const src = attribute(tag, 'src') ?? '';
        expect(src, `${path}: ${tag}`).toMatch(/^\/pictures\/[a-z-]+\.svg$/);
        const alt = attribute(tag, 'alt');
        if (alt === '') expect(attribute(tag, 'aria-hidden'), `${path}: ${tag}`).toBe('true');
        else expect(alt?.length ?? 0, `${path}: ${tag}`).toBeGreaterThan(40);
        const response = await fetch(server.url + src);
        expect(response.headers.get('content-type'), src).toMatch(/^image\/svg\+xml/);
        const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(await response.text());
        expect([attribute(tag, 'width'), attribute(tag, 'height')], `${path}: ${src}`).toEqual([viewBox?.[1], viewBox?.[2]]);
      }
    }
  });
  test('every art style is shown by the same scene, in its own drawing', async () => {
    const page = await html('/art-styles');
    const sources = [...page.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(sources).size).toBe(6);
    for (const src of sources) expect(src).toMatch(/^\/pictures\/garden-/);
    const drawings = await Promise.all(sources.map(async (src) => (await fetch(server.url + src)).text()));
    expect(new Set(drawings).size).toBe(6);
  });
});

describe('social cards', () => {
  /** The width and height in a PNG's IHDR chunk. */
  const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

  test('every page names a 1200×630 PNG at an absolute URL, as og:image and twitter:image', async () => {
    const cards = new Set<string>();
    for (const path of pages) {
      const page = await html(path);
      const og = /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1];
      const twitter = /<meta name="twitter:image" content="([^"]+)"/.exec(page)?.[1];
      expect(og, path).toMatch(new RegExp(`^${SITE}/social/[a-z/-]+\\.png$`));
      expect(twitter, path).toBe(og);
      expect(page).toContain('<meta property="og:image:width" content="1200"');
      cards.add(new URL(og ?? '').pathname);
    }
    expect(cards).toContain('/social/occasions/christmas.png');
    for (const card of cards) {
      const response = await fetch(server.url + card);
      expect(response.headers.get('content-type'), card).toBe('image/png');
      expect(pngSize(Buffer.from(await response.arrayBuffer())), card).toEqual([1200, 630]);
    }
  });
  test('an occasion page shares its own picture', async () => {
    expect(await html('/occasions/christmas')).toContain(`content="${SITE}/social/occasions/christmas.png"`);
    expect(await html('/pricing')).toContain(`content="${SITE}/social/home.png"`);
  });
});
