// Private by construction: names, looks and the dedication typed into /create never leave the
// browser. Unique markers go into every personal field, the buyer then does everything the page
// offers (looks, style, flipping, the PDF, the share link, a reload), and no request to any origin,
// service workers included, carries a marker in its URL, headers or body. The page's CSP allows
// connections to its own origin only, and the page says so.
import type { Request } from 'playwright-core';
import { expect, test } from 'vitest';
import { typeNames } from './support/builder.ts';
import { useBrowser, useServer } from './support/fixtures.ts';

const MARKERS = { child: 'Quillonmarkchild', grandma: 'Zephmarknana', grandpa: 'Vorkmarkgrandpa', dedication: 'Dedimarker 7731 with love' };
const FOUND = new RegExp(['Quillonmarkchild', 'Zephmarknana', 'Vorkmarkgrandpa', 'Dedimarker'].join('|'), 'i');

const server = useServer({ RATE_LIMIT_PER_MINUTE: '100000' });
const browser = useBrowser();

/** What a request carries, decoded as a server would read it. */
async function carried(request: Request): Promise<string> {
  const headers = Object.entries(await request.allHeaders()).map(([name, value]) => `${name}: ${value}`);
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  const url = request.url();
  return [url, safeDecode(url), ...headers, body, safeDecode(body)].join('\n');
}
const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
};

test('nothing typed into the builder is carried by any request, and no service worker exists', { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));
  const page = await context.newPage();
  await page.goto(`${server.url}/create`, { waitUntil: 'networkidle' });
  const loaded = requests.length;

  await typeNames(page, { child: MARKERS.child, grandparents: [MARKERS.grandma, MARKERS.grandpa] });
  await page.locator('#dedication').fill(MARKERS.dedication);
  await page.locator('#child-skin').selectOption('ebony');
  await page.locator('#grandparents-1-facialHair').selectOption('beard');
  await page.locator('label:has(input[name="style"][value="crayon-doodle"])').click();
  await page.locator('#occasion').selectOption('christmas');
  await page.locator('#country').selectOption('NZ');
  expect(await page.locator('#book-pages').textContent()).toContain(MARKERS.child);
  await page.getByRole('button', { name: 'Next page' }).click();
  await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download your book (PDF)' }).click()]);
  await page.getByRole('button', { name: 'Copy a link to these choices' }).click();
  await page.reload({ waitUntil: 'networkidle' });
  expect(await page.locator('#child-name').inputValue()).toBe(MARKERS.child);
  await page.goto(
    await page
      .locator('#share-link')
      .inputValue()
      .then((link) => link || `${server.url}/create`),
    { waitUntil: 'networkidle' },
  );

  expect(requests.length).toBeGreaterThan(loaded);
  for (const request of requests) expect(await carried(request), request.url()).not.toMatch(FOUND);
  // After the first load, the page only fetched its own files (the PDF maker, fonts) or reloaded itself: GETs to its origin.
  for (const request of requests.slice(loaded)) {
    expect(new URL(request.url()).origin, request.url()).toBe(server.url);
    expect(request.method(), request.url()).toBe('GET');
  }
  expect(context.serviceWorkers()).toEqual([]);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await context.close();
});

test("/create's CSP lets the page connect to its own origin only, and the page says what stays in the browser", async () => {
  const response = await fetch(`${server.url}/create`);
  const policy = response.headers.get('content-security-policy') ?? '';
  expect(policy).toMatch(/(^|; )default-src 'self'(;|$)/);
  expect(policy).toMatch(/(^|; )connect-src 'self'(;|$)/);
  const html = await response.text();
  expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="form-action 'self'"/);

  const page = await browser.newPage();
  await page.goto(`${server.url}/create`);
  const violation = await page.evaluate(async () => {
    const seen = new Promise<string>((resolve) =>
      document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true }),
    );
    await fetch('https://books.example.com/collect', { method: 'POST', body: 'x' }).catch(() => undefined);
    return seen;
  });
  expect(violation).toBe('connect-src');
  await expect(page.locator('.privacy-promise').textContent()).resolves.toMatch(/stay in this browser: nothing you type here is sent/);
  await page.close();
});
