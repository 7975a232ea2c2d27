// No link on the site leads to a 404, as built by default (no ORDER_URL): every page, twin, picture
// and "Create your book" link answers, and the calls to action lead to the /create builder.
import { beforeAll, describe, expect, test } from 'vitest';
import { brokenLinks, type CrawlResult, crawl } from './support/crawl.ts';
import { useServer } from './support/fixtures.ts';

const SITE = 'https://books.example.com';
let site: CrawlResult;
let pages: string[];

const server = useServer({ SITE_URL: SITE, RATE_LIMIT_PER_MINUTE: '100000' });
beforeAll(async () => {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  site = await crawl(server.url, SITE, ['/', ...pages, '/llms.txt', '/no-such-page']);
});

describe('without ORDER_URL', () => {
  test('every link, picture, script and twin on every page and twin answers 200', () => {
    expect(site.statuses.size).toBeGreaterThan(pages.length * 2);
    expect(brokenLinks(site)).toEqual([]);
  });
  test('no link leaves the site', () => {
    expect(site.external).toEqual([]);
  });
  test('every page has a "Create your book" link to the builder, carrying what the page shows in the fragment', async () => {
    for (const path of [...pages, '/no-such-page']) {
      const html = await (await fetch(server.url + path)).text();
      const href = /<a class="button cta" href="([^"]+)">Create your book<\/a>/.exec(html)?.[1];
      expect(href, path).toMatch(/^\/create(#|$)/);
      if (path.startsWith('/occasions/')) expect(href, path).toBe(`/create#occasion=${path.split('/')[2]}`);
    }
  });
  test('links carry the choice with the API ids, in the fragment: style, occasion, format and gift_wrap', async () => {
    const fragments = new Set<string>();
    for (const path of ['/', ...pages]) {
      const html = await (await fetch(server.url + path)).text();
      for (const [, fragment] of html.matchAll(/href="\/create#([^"]+)"/g)) fragments.add(fragment.replaceAll('&amp;', '&'));
    }
    expect([...fragments]).toEqual(expect.arrayContaining(['style=watercolor', 'occasion=christmas', 'format=hardcover&gift_wrap=1']));
    expect([...fragments]).toContain('style=cozy-gouache&occasion=christmas');
  });
});
