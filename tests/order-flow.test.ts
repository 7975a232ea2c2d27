// A build with ORDER_URL (made in a temporary copy, the order flow a stub server): every call to
// action leads to the builder with the visitor's context in the fragment, the builder posts the
// whole plan to the order flow (a form POST of one JSON field, never in a URL) and the plan
// validates against the published JSON Schema; still no link on the site leads to a 404.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BookPlan } from '../contract/book-plan.ts';
import { launchChromium } from '../harness/browser.ts';
import { type RunningServer, startServer } from '../harness/server.ts';
import { DEFAULT_FAMILY } from '../src/pictures/index.ts';
import { buildVariant, type VariantBuild } from './support/build.ts';
import { typeNames } from './support/builder.ts';
import { brokenLinks, type CrawlResult, crawl } from './support/crawl.ts';

const SITE = 'https://books.example.com';
let orderFlow: Server;
let orderUrl: string;
/** What the order flow received: method, path and query, content type and body. */
const received: { method?: string; url?: string; type?: string; body: string }[] = [];
let build: VariantBuild;
let server: RunningServer;
let site: CrawlResult;
let pages: string[];

beforeAll(async () => {
  // The order flow answers its own path only, so a wrong path in a link shows up as a 404.
  orderFlow = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, type: req.headers['content-type'], body });
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      // Chromium asks the order flow's page for its icon: no content, rather than a 404 in the console.
      res.writeHead(path === '/start' ? 200 : path === '/favicon.ico' ? 204 : 404, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Order flow</title><h1>Order flow</h1>');
    });
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
  test('every page\'s "Create your book" leads to the builder, carrying what the page shows in the fragment', async () => {
    for (const path of [...pages, '/no-such-page']) {
      const html = await (await fetch(server.url + path)).text();
      const href = /<a class="button cta" href="([^"]+)">Create your book<\/a>/.exec(html)?.[1]?.replaceAll('&amp;', '&');
      const expected = path.startsWith('/occasions/') ? `/create#occasion=${path.split('/')[2]}` : '/create';
      expect(href, path).toBe(expected);
    }
    const links = [...site.linkedFrom.keys()];
    expect(links).toEqual(expect.arrayContaining(['/create']));
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('href="/create#style=watercolor"');
    expect(await (await fetch(`${server.url}/pricing`)).text()).toContain('href="/create#format=hardcover&amp;gift_wrap=1"');
    // The builder's form is the one way to the order flow: a POST.
    expect(await (await fetch(`${server.url}/create`)).text()).toMatch(
      new RegExp(`<form class="builder" method="post" action="${orderUrl}"`),
    );
  });
  test('/create posts the whole plan to the order flow as one JSON field, valid against the published schema, in Chromium', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      await page.goto(`${server.url}/create#style=crayon-doodle&occasion=grandparents-day`);
      expect(await page.locator('#how-to-order').count()).toBe(0);
      // A name the printer cannot set keeps the plan here, with the reason beside the field.
      await typeNames(page, { child: 'Mia<3', grandparents: ['Nana', 'Grandpa Joe'] });
      await page.getByRole('button', { name: 'Order this book' }).click();
      await expect(page.locator('#child-name-problem').textContent()).resolves.toMatch(/letters/);
      expect(received.filter((request) => request.method === 'POST')).toEqual([]);

      await typeNames(page, { child: 'Mia-Rose', grandparents: ['Nana', 'Grandpa Joe'] });
      await page.locator('#child-age').selectOption('toddler');
      await page.locator('#child-hairStyle').selectOption('afro-puffs');
      await page.locator('label:has(input[name="child.glasses"])').click();
      await page.locator('#grandparents-1-facialHair').selectOption('beard');
      await page.locator('#dedication').fill('For Mia-Rose,\nwho makes every day an adventure.');
      await page.locator('label:has(#format-digital)').click();
      await page.locator('label:has(#giftWrap)').click();
      await page.locator('#country').selectOption('CA');
      const scenes = await page
        .locator('input[name="scenes"]:checked')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      await Promise.all([page.waitForURL(orderUrl), page.getByRole('button', { name: 'Order this book' }).click()]);

      const posts = received.filter((request) => request.method === 'POST');
      expect(posts).toHaveLength(1);
      expect(posts[0].url).toBe('/start');
      expect(posts[0].type).toBe('application/x-www-form-urlencoded');
      const form = new URLSearchParams(posts[0].body);
      expect([...form.keys()]).toEqual(['plan']);
      const plan = JSON.parse(form.get('plan') ?? '');
      expect(plan).toEqual({
        version: 1,
        child: {
          name: 'Mia-Rose',
          age: 'toddler',
          skin: 'peach',
          hairColour: 'brown',
          hairStyle: 'afro-puffs',
          outfit: 'stripy-top',
          glasses: true,
        },
        grandparents: [
          { ...DEFAULT_FAMILY.grandparents[0], name: 'Nana' },
          { ...DEFAULT_FAMILY.grandparents[1], name: 'Grandpa Joe', facialHair: 'beard' },
        ],
        style: 'crayon-doodle',
        scenes,
        dedication: 'For Mia-Rose,\nwho makes every day an adventure.',
        format: 'digital',
        giftWrap: true,
        country: 'CA',
        occasion: 'grandparents-day',
      });
      expect(BookPlan.parse(plan)).toEqual(plan);
      const schema = await (await fetch(`${server.url}/schemas/book-plan.json`)).json();
      expect(schema.$id).toBe(`${SITE}/schemas/book-plan.json`);
      const validate = new Ajv2020({ allErrors: true }).compile(schema);
      expect(validate(plan), JSON.stringify(validate.errors)).toBe(true);
      expect(validate({ ...plan, child: { ...plan.child, name: 'Mia<3' } })).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
