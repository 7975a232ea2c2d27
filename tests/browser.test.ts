// Every page type in a real Chromium, in light and dark, on a desktop and a phone: no console
// error, no failed request, nothing from another host, no axe-core violation (contrast included, so
// both palettes meet WCAG AA), no sideways scrolling, every picture loaded with its text alternative;
// usable without JavaScript; /docs can call the API.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ROUTES } from '../contract/routes.ts';
import { useBrowser, useServer } from './support/fixtures.ts';

const axeSource: string = createRequire(import.meta.url)('axe-core').source;
const PAGES = [
  '/',
  '/art-styles',
  '/scenes',
  '/pricing',
  '/occasions',
  '/occasions/christmas',
  '/faq',
  '/create',
  '/privacy',
  '/developers',
  '/docs',
  '/no-such-page',
];
const DESKTOP = { viewport: { width: 1280, height: 900 }, isMobile: false };
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true };
const VIEWS = [
  { name: 'desktop, light', ...DESKTOP, colorScheme: 'light' },
  { name: 'desktop, dark', ...DESKTOP, colorScheme: 'dark' },
  { name: 'phone, light', ...PHONE, colorScheme: 'light' },
  { name: 'phone, dark', ...PHONE, colorScheme: 'dark' },
] as const;

const server = useServer({ RATE_LIMIT_PER_MINUTE: '100000' });
const browser = useBrowser();

function watch(page: Page) {
  const problems: string[] = [];
  const origin = new URL(server.url).origin;
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) problems.push(`third-party request: ${request.url()}`);
  });
  return problems;
}

/** Loads every lazy picture, then lists those that did not load or lack a text alternative. */
async function pictureProblems(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  return page.evaluate(() =>
    [...document.images].flatMap((image) => {
      const problems = image.naturalWidth > 0 ? [] : [`did not load: ${image.src}`];
      const alt = image.getAttribute('alt');
      const decorative = alt === '' && image.getAttribute('aria-hidden') === 'true';
      if (alt === null || (alt.trim() === '' && !decorative)) problems.push(`no text alternative: ${image.src}`);
      return problems;
    }),
  );
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run: () => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }
    ).axe.run();
    return result.violations.map(
      (violation) => `${violation.id}: ${JSON.stringify(violation.nodes.slice(0, 3).map((node) => node.target))}`,
    );
  });
}

describe.each(PAGES)('%s', (path) => {
  test.each(VIEWS)('$name: no error, every picture with its text, axe clean, no sideways scrolling', async ({ name: _, ...view }) => {
    const context = await browser.newContext(view);
    const page = await context.newPage();
    const problems = watch(page);
    const response = await page.goto(server.url + path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
    expect(await page.locator('h1:visible').count()).toBe(1);
    expect(await pictureProblems(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The browser reports the 404 page's own status as a console error; nothing else may appear.
    expect(problems).toEqual(path === '/no-such-page' ? [expect.stringMatching(/status of 404/)] : []);
    await context.close();
  });
});

describe('without JavaScript', () => {
  test('pages show their content and live prices', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/pricing`);
    await expect(page.locator('#content table').first().textContent()).resolves.toMatch(/\$\d+\.\d{2}/);
    await page.goto(`${server.url}/docs`);
    await expect(page.locator('#content a[href="/openapi.json"]').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('main section.operation').count()).resolves.toBe(ROUTES.length);
    for (const route of ROUTES) {
      const operation = page.locator(`section.operation:has(h2#${route.operationId})`);
      await expect(operation.locator('h2').textContent()).resolves.toBe(`GET ${route.path}`);
      // Every parameter, with its default, and an example answer.
      for (const name of Object.keys(route.query.shape))
        await expect(operation.locator('table').first().locator(`td code:text-is("${name}")`).count()).resolves.toBe(1);
      await expect(operation.locator('pre[data-language="json"]').first().textContent()).resolves.toMatch(/^\{/);
    }
    await expect(page.locator('button, .copy-button').count()).resolves.toBe(0);
    await context.close();
  });
});

describe('/scenes', () => {
  test('a visitor picks an art style and sees every scene drawn in it, each saying so in its text', async () => {
    const page = await browser.newPage();
    const problems = watch(page);
    await page.goto(`${server.url}/scenes`, { waitUntil: 'networkidle' });
    const pictures = page.locator('img[data-any-style]');
    await expect(pictures.count()).resolves.toBe(30);
    await page.getByLabel('Paper Cut-Out').check();
    const shown = await pictures.evaluateAll((images) =>
      images.map((image) => [new URL((image as HTMLImageElement).src).pathname, image.getAttribute('alt')]),
    );
    for (const [src, alt] of shown) {
      expect(src).toMatch(/^\/pictures\/[a-z-]+-paper-cutout\.svg$/);
      expect(alt).toMatch(/ Drawn in the Paper Cut-Out style\.$/);
    }
    expect(await pictureProblems(page)).toEqual([]);
    await page.getByLabel('A mix of styles').check();
    await expect(pictures.first().getAttribute('src')).resolves.not.toMatch(/paper-cutout/);
    expect(problems).toEqual([]);
    await page.close();
  });
  test('without JavaScript the choice is not offered', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/scenes`);
    await expect(page.locator('.style-choice').isVisible()).resolves.toBe(false);
    await context.close();
  });
});

describe('/developers', () => {
  test('every code sample gets a copy button that copies it', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.goto(`${server.url}/developers`, { waitUntil: 'networkidle' });
    const samples = await page.locator('.code-sample').count();
    expect(samples).toBeGreaterThan(5);
    await expect(page.locator('.code-sample > .copy-button').count()).resolves.toBe(samples);
    const first = page.locator('.code-sample').first();
    await first.locator('.copy-button').click();
    // The label changes once the clipboard write has resolved: wait for it rather than read it at once.
    await first.locator('.copy-button', { hasText: 'Copied' }).waitFor({ timeout: 5000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await first.locator('pre').textContent());
    await context.close();
  });
});

describe('/docs', () => {
  test('"Try it" loads the interactive reference on demand: every operation of the route table, and a call returns 200', async () => {
    const page = await browser.newPage();
    const problems = watch(page);
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto(`${server.url}/docs`, { waitUntil: 'networkidle' });
    // Nothing of Swagger UI is fetched until a reader asks for it.
    expect(loaded.filter((path) => path.includes('swagger'))).toEqual([]);
    await page.getByRole('button', { name: 'Try it in your browser' }).click();
    await page.waitForSelector('.opblock');
    await expect(page.locator('main').count()).resolves.toBe(1);
    expect(await page.locator('.opblock').count()).toBe(ROUTES.length);
    const status = page.locator('#operations-service-getStatus');
    await status.locator('.opblock-summary').click();
    const apiCall = page.waitForResponse((response) => response.url().endsWith('/api/v1/status'));
    await status.getByRole('button', { name: 'Execute' }).click();
    expect((await apiCall).status()).toBe(200);
    await expect(status.locator('.live-responses-table tbody .response-col_status').first().textContent()).resolves.toContain('200');
    // The import map and every checked script passed the CSP and their integrity checks.
    expect(problems).toEqual([]);
    await page.close();
  });
  test('a Swagger UI bundle other than the one built is refused (subresource integrity)', async () => {
    const page = await browser.newPage();
    await page.route(/\/_astro\/swagger-ui\.[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n;globalThis.altered = true;` });
    });
    await page.goto(`${server.url}/docs`, { waitUntil: 'networkidle' });
    const refused = page.waitForEvent('console', (message) => message.type() === 'error' && /integrity/i.test(message.text()));
    await page.getByRole('button', { name: 'Try it in your browser' }).click();
    await refused;
    expect(await page.evaluate(() => 'altered' in globalThis)).toBe(false);
    expect(await page.locator('.opblock').count()).toBe(0);
    await page.close();
  });
  test('with the interactive reference loaded, there is still no axe-core violation', async () => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/docs`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Try it in your browser' }).click();
    await page.waitForSelector('.opblock');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('code on a phone', () => {
  test.each(['/developers', '/docs'])(
    '%s: samples keep their lines and scroll in their box; inline code wraps only at <wbr>',
    async (path) => {
      const page = await browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true });
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      const code = await page.evaluate(() => ({
        samples: [...document.querySelectorAll('pre')].map((pre) => {
          const style = getComputedStyle(pre);
          return `${style.whiteSpace} ${style.overflowX} ${style.overflowY} ${pre.tabIndex}`;
        }),
        inline: [...document.querySelectorAll(':not(pre) > code')].map((code) => {
          const style = getComputedStyle(code);
          return `${style.overflowWrap} ${style.wordBreak}`;
        }),
      }));
      expect(code.samples.length).toBeGreaterThan(0);
      for (const sample of code.samples) expect(sample).toBe('pre auto auto 0');
      for (const inline of code.inline) expect(inline).toBe('normal normal');
      await page.close();
    },
  );
});
