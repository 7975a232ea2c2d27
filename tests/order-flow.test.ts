// A build with ORDER_URL (made in a temporary copy, the order flow a stub server): every call to
// action leads straight to the order flow with the visitor's context, /create sends its form
// there, and still no link on the site leads to a 404.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { buildVariant, type VariantBuild } from './support/build.ts';
import { brokenLinks, type CrawlResult, crawl } from './support/crawl.ts';
import { type RunningServer, startServer } from './support/server.ts';

const SITE = 'https://books.example.com';
let orderFlow: Server;
let orderUrl: string;
let build: VariantBuild;
let server: RunningServer;
let site: CrawlResult;
let pages: string[];

beforeAll(async () => {
  // The order flow answers its own path only, so a wrong path in a link shows up as a 404.
  orderFlow = createServer((req, res) => {
    res.writeHead(new URL(req.url ?? '/', 'http://x').pathname === '/start' ? 200 : 404, { 'content-type': 'text/html' });
    // An icon of its own, so the browser asks for no /favicon.ico (which would be a 404 in the console).
    res.end('<!doctype html><title>Order flow</title><link rel="icon" href="data:,"><h1>Order flow</h1>');
  });
  await new Promise<void>((listening) => orderFlow.listen(0, '127.0.0.1', listening));
  orderUrl = `http://127.0.0.1:${(orderFlow.address() as AddressInfo).port}/start`;
  build = await buildVariant({ ORDER_URL: orderUrl });
  server = await startServer({ SITE_URL: SITE, RATE_LIMIT_PER_MINUTE: '100000' }, build.root);
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  site = await crawl(server.url, SITE, ['/', ...pages, '/llms.txt', '/no-such-page']);
}, 240_000);
afterAll(async () => {
  await server?.stop();
  build?.remove();
  orderFlow?.close();
});

describe('with ORDER_URL', () => {
  test('no link on the site (pages, twins, llms.txt) answers 404, the order flow included', async () => {
    expect(brokenLinks(site)).toEqual([]);
    const external = [...new Set(site.external.map((link) => link.url))];
    expect(external.length).toBeGreaterThan(0);
    for (const url of external) {
      expect(url.startsWith(`${orderUrl}`), url).toBe(true);
      expect((await fetch(url)).status, url).toBe(200);
    }
  });
  test('every page\'s "Create your book" leads to the order flow, carrying what the page shows', async () => {
    for (const path of [...pages, '/no-such-page']) {
      const html = await (await fetch(server.url + path)).text();
      const href = /<a class="button cta" href="([^"]+)">Create your book<\/a>/.exec(html)?.[1]?.replaceAll('&amp;', '&');
      const expected = path.startsWith('/occasions/') ? `${orderUrl}?occasion=${path.split('/')[2]}` : orderUrl;
      expect(href, path).toBe(expected);
    }
    const links = site.external.map((link) => link.url);
    expect(links).toEqual(expect.arrayContaining([`${orderUrl}?style=watercolor`, `${orderUrl}?format=hardcover&gift_wrap=true`]));
  });
  test('/create sends the choice to the order flow as a GET form, in Chromium', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      await page.goto(`${server.url}/create?style=crayon-doodle`);
      expect(await page.locator('#not-connected').count()).toBe(0);
      await page.locator('label:has(#format-digital)').click();
      await page.locator('label:has(#gift-wrap)').click();
      await page.locator('#occasion').selectOption('grandparents-day');
      await Promise.all([page.waitForURL(`${orderUrl}?**`), page.getByRole('button', { name: 'Continue to your order' }).click()]);
      expect([...new URL(page.url()).searchParams]).toEqual([
        ['format', 'digital'],
        ['gift_wrap', 'true'],
        ['style', 'crayon-doodle'],
        ['occasion', 'grandparents-day'],
      ]);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
