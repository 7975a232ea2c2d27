// The book inside the conversation (issue 36): get_book_plan's MCP App. Read over /mcp with the
// official SDK client, rendered by a host built on the SDK's own AppBridge in Chromium (an iframe
// sandboxed to scripts alone), it draws the planned book, shows the names typed into it, hands over
// to /create with the non-personal choices only, follows the host, and never makes a request: every
// request of the host's page and the view is blocked and counted.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseCreateFragment } from '../contract/create-link.ts';
import { type AppHost, openAppHost } from '../harness/app-host.ts';
import { useBrowser, useServer } from './support/fixtures.ts';
import { required } from './support/required.ts';

const axeSource: string = createRequire(import.meta.url)('axe-core').source;
const SITE = 'https://books.example.com';
const VIEW_URI = 'ui://grandtales/book.html';
const PLAN = {
  style: 'watercolor',
  occasion: 'christmas',
  format_type: 'hardcover',
  gift_wrap: true,
  country: 'AU',
  scenes: ['baking-cookies', 'counting-stars'],
};
const NAMES = { child: 'Matildakins', grandma: 'Zephyrine' };
const PICTURES = 'grandtales/pictures';
const PERSONAL = /matildakins|zephyrine/i;

const server = useServer({ SITE_URL: SITE, RATE_LIMIT_PER_MINUTE: '100000' });
const browser = useBrowser();
let client: Client | undefined;
beforeAll(async () => {
  client = new Client({ name: 'grandtales-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
});
afterAll(() => client?.close());
const mcp = () => required(client, 'no MCP client');

async function viewHtml(): Promise<string> {
  const { contents } = await mcp().readResource({ uri: VIEW_URI });
  const [content] = contents as { text: string }[];
  return content.text;
}

async function planResult(args: Record<string, unknown> = PLAN): Promise<CallToolResult> {
  return (await mcp().callTool({ name: 'get_book_plan', arguments: args })) as CallToolResult;
}

/** A host at a chat column's width with the view of one tool call, the book drawn. */
async function hostWithBook(width: number, args: Record<string, unknown> = PLAN, context = {}): Promise<AppHost> {
  const host = await openAppHost(browser, {
    html: await viewHtml(),
    width,
    context: { theme: 'light', displayMode: 'inline', ...context },
  });
  await host.toolCall(args, await planResult(args));
  await coverDrawn(host.view);
  return host;
}

/** The front cover's picture drawn in the view (not the blank paper a page shows before). */
const coverDrawn = (view: Frame) =>
  view.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('.slot[data-kind="front-cover"] img');
    return image?.src.startsWith('data:image/svg+xml') && image.complete && image.naturalWidth > 4;
  });

/** What the view does on its own time (a frame, a scroll, a message through the host): waited for, not timed. */
const settled = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** No request left the host's page or the view, and none was refused by the view's CSP before it left. */
function expectNothingSent(host: AppHost) {
  expect(host.requests).toEqual([]);
  expect(host.errors).toEqual([]);
}

/** Each page's words, covers included, in the order of the book. */
const pageWords = (view: Frame) =>
  view.locator('#book-pages > .slot.page').evaluateAll((pages) => pages.map((page) => page.textContent ?? ''));
/** The covers, bookplate, dedication, title page and letter around the scenes' spreads. */
const PAGES_AROUND_SCENES = 6;

async function axeViolations(view: Frame): Promise<string[]> {
  await view.evaluate(axeSource);
  return view.evaluate(async () => {
    const run = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe
      .run;
    return (await run()).violations.map(
      (violation) => `${violation.id}: ${JSON.stringify(violation.nodes.slice(0, 3).map((node) => node.target))}`,
    );
  });
}

describe('the app over /mcp', () => {
  test('get_book_plan names the view, listed as an MCP App whose sandbox may connect and load nothing', async () => {
    const { tools } = await mcp().listTools();
    const plan = tools.find((tool) => tool.name === 'get_book_plan');
    expect(plan?._meta).toEqual({ ui: { resourceUri: VIEW_URI }, 'ui/resourceUri': VIEW_URI });
    expect(plan?.description).toMatch(/never put names or other personal details in any argument/);
    expect(plan?.description).toMatch(/types the names and picks the looks inside it, and they never reach you or us/);
    for (const other of tools.filter((tool) => tool !== plan)) expect(other._meta).toBeUndefined();
    const { resources } = await mcp().listResources();
    const listed = resources.find((resource) => resource.uri === VIEW_URI);
    const emptyPolicy = { ui: { csp: { connectDomains: [], resourceDomains: [], frameDomains: [] }, prefersBorder: true } };
    expect(listed).toMatchObject({ mimeType: 'text/html;profile=mcp-app', _meta: emptyPolicy });
    const { contents } = await mcp().readResource({ uri: VIEW_URI });
    expect(contents).toEqual([{ uri: VIEW_URI, mimeType: 'text/html;profile=mcp-app', text: expect.any(String), _meta: emptyPolicy }]);
  });

  test("a host without MCP Apps gets today's answer from the same tool: the API's bytes, create_url included", async () => {
    const result = await planResult();
    const query = new URLSearchParams({ ...PLAN, gift_wrap: 'true', scenes: PLAN.scenes.join(',') });
    const api = await (await fetch(`${server.url}/api/v1/book-plan?${query}`)).text();
    expect(result.content).toEqual([{ type: 'text', text: api }]);
    expect(JSON.parse(api).create_url).toMatch(new RegExp(`^${SITE}/create#style=watercolor&`));
  });

  test("get_book_plan's answer carries the build's drawing of the planned cover, gzipped, for the view", async () => {
    const packed = ((await planResult())._meta?.[PICTURES] ?? {}) as Record<string, string>;
    expect(Object.keys(packed)).toEqual(['cover-watercolor']);
    const built = readFileSync('dist/site/pictures/cover-watercolor.svg', 'utf8');
    expect(gunzipSync(Buffer.from(packed['cover-watercolor'], 'base64')).toString()).toBe(built);
    // An answer that plans no book carries no picture.
    expect((await planResult({ ...PLAN, style: 'oil-on-canvas' }))._meta).toBeUndefined();
  });

  test('the view is one document holding everything it runs: no script, style, font or picture from anywhere', async () => {
    const html = await viewHtml();
    expect(html).toMatch(/^<!DOCTYPE html>/);
    const style = /<style>([^<]+)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain('.book-view');
    expect(style).not.toMatch(/url\(|@import|@font-face/i);
    expect(html).toMatch(/<script type="module">[^<]/);
    // The markup around the inline script and style refers to nothing: what the script does is the next tests' to watch.
    const markup = html.replace(/(<(script|style)[^>]*>)[\s\S]*?(<\/\2>)/g, '$1$3');
    expect(markup).not.toMatch(/\b(?:src|href|srcset|action|poster|data)\s*=|<link|<iframe|<object|<embed/i);
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`);
    // Sent whole on every tool call and held to a size budget: no indentation or comments in its markup.
    expect(markup).toContain('<form');
    expect(markup.slice(markup.indexOf('<main>'), markup.indexOf('</main>'))).not.toMatch(/\n[ \t]+<|<!--/);
  });
});

describe('the app in a host', () => {
  test('draws the book, shows a typed name, hands over /create with the choices and no name, and makes no request', async () => {
    const host = await hostWithBook(480);
    const { view } = host;
    // The two covers, four pages around the scenes, and a spread for each of the two scenes.
    expect(await pageWords(view)).toHaveLength(PAGES_AROUND_SCENES + 2 * PLAN.scenes.length);
    expect(await view.locator('#book-title').textContent()).toBe('Your Christmas book');
    await view.getByText('Put your family in it: names and looks').click();
    await view.getByLabel("Your grandchild's name").fill(NAMES.child);
    await view.locator('#grandparents-0-name').fill(NAMES.grandma);
    // Each keystroke redraws the book: read it once it has caught up with the last one.
    await settled(async () => (await pageWords(view))[0]).toContain(NAMES.child);
    await settled(async () => (await pageWords(view)).find((words) => words.startsWith('Baking cookies'))).toContain(
      `Baking cookies with ${NAMES.grandma}`,
    );
    await view.getByRole('button', { name: 'Finish and order on Grandtales' }).click();
    await view.getByText('Grandtales is open with your style and scenes').waitFor();
    const { links } = await host.record();
    expect(links).toHaveLength(1);
    const [link] = links;
    expect(link).toMatch(new RegExp(`^${SITE}/create#`));
    expect(parseCreateFragment(new URL(link).hash)).toEqual({
      style: 'watercolor',
      occasion: 'christmas',
      format: 'hardcover',
      giftWrap: true,
      country: 'AU',
      scenes: PLAN.scenes,
    });
    expect(decodeURIComponent(link)).not.toMatch(PERSONAL);
    expectNothingSent(host);
    await host.close();
  });

  test('reports its size as it changes: taller with the fields open, and at each width the host gives it', async () => {
    const host = await hostWithBook(360);
    /** The last size reported, once it is the view's height as laid out now. */
    const reported = async () => {
      const [size, height] = await Promise.all([
        host.record().then(({ sizes }) => sizes.at(-1)),
        host.view.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height)),
      ]);
      return size?.height === height ? size : undefined;
    };
    await settled(reported).toEqual({ width: 360, height: expect.any(Number) });
    const closed = (await reported())?.height ?? 0;
    await host.view.getByText('Put your family in it: names and looks').click();
    // Open first, then taller: a failure then says whether the click or the report went astray.
    await settled(() => host.view.evaluate(() => document.querySelector<HTMLDetailsElement>('#family')?.open)).toBe(true);
    await settled(async () => (await reported())?.height ?? 0).toBeGreaterThan(closed);
    await host.resize(760);
    await settled(reported).toEqual({ width: 760, height: expect.any(Number) });
    // The host sizes the frame from the reports: the whole view shows, without a scroll bar.
    expect(await host.view.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
    expectNothingSent(host);
    await host.close();
  });

  test("follows the host's theme and display mode, and asks for full screen when the host offers it", async () => {
    const host = await hostWithBook(480, PLAN, { theme: 'dark', availableDisplayModes: ['inline', 'fullscreen'] });
    const paper = () => host.view.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await paper()).toBe('rgb(29, 26, 33)');
    await host.setContext({ theme: 'light' });
    await settled(paper).toBe('rgb(251, 246, 238)');
    await host.view.getByRole('button', { name: 'Full screen' }).click();
    await settled(async () => (await host.record()).modes).toEqual(['fullscreen']);
    await settled(() => host.view.evaluate(() => document.documentElement.dataset.displayMode)).toBe('fullscreen');
    await host.view.getByRole('button', { name: 'Back to the chat' }).click();
    await settled(async () => (await host.record()).modes).toEqual(['fullscreen', 'inline']);
    expectNothingSent(host);
    await host.close();
  });

  test('a host that offers no full screen gets no button for it', async () => {
    const host = await hostWithBook(480);
    expect(await host.view.locator('#fullscreen').isHidden()).toBe(true);
    expectNothingSent(host);
    await host.close();
  });

  for (const width of [360, 760]) {
    test(`at ${width} px: no sideways scrolling, pages turned by keys and buttons, axe clean in light and dark`, {
      timeout: 90_000,
    }, async () => {
      const host = await hostWithBook(width);
      const { view } = host;
      await view.getByText('Put your family in it: names and looks').click();
      expect(await view.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      const status = view.locator('#page-status');
      const inside = 4 + 2 * PLAN.scenes.length;
      await settled(() => status.textContent()).toBe('Front cover');
      await view.locator('#book-pages').focus();
      await view.page().keyboard.press('ArrowRight');
      await settled(() => status.textContent()).toBe(`Page 1 of ${inside}`);
      await view.page().keyboard.press('End');
      await settled(() => status.textContent()).toBe('Back cover');
      await view.getByRole('button', { name: 'Previous page' }).click();
      await settled(() => status.textContent()).toBe(`Page ${inside} of ${inside}`);
      expect(await axeViolations(view)).toEqual([]);
      await host.setContext({ theme: 'dark' });
      await settled(() => view.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await axeViolations(view)).toEqual([]);
      expectNothingSent(host);
      await host.close();
    });
  }

  test("a plan without scenes shows the occasion's scenes, and hands those over", async () => {
    const { scenes: _, ...withoutScenes } = PLAN;
    const host = await hostWithBook(480, withoutScenes);
    const pages = await pageWords(host.view);
    expect(pages.length).toBeGreaterThan(PAGES_AROUND_SCENES + 2 * PLAN.scenes.length);
    await host.view.getByRole('button', { name: 'Finish and order on Grandtales' }).click();
    await settled(async () => (await host.record()).links).toHaveLength(1);
    const [link] = (await host.record()).links;
    const handed = parseCreateFragment(new URL(link).hash).scenes ?? [];
    expect(handed).toHaveLength((pages.length - PAGES_AROUND_SCENES) / 2);
    expectNothingSent(host);
    await host.close();
  });

  test("shows the answer's cover as it came, and draws the cover itself for a family's own looks or a broken picture", async () => {
    const coverOf = (host: AppHost) =>
      host.view.evaluate(() => document.querySelector<HTMLImageElement>('.slot[data-kind="front-cover"] img')?.src ?? '');
    const result = await planResult();
    const marker = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360"><rect width="480" height="360" fill="#123456"/></svg>';
    const host = await openAppHost(browser, { html: await viewHtml(), width: 480, context: { theme: 'light' } });
    await host.toolCall(PLAN, { ...result, _meta: { [PICTURES]: { 'cover-watercolor': gzipSync(marker).toString('base64') } } });
    await settled(() => coverOf(host)).toContain('%23123456');
    await host.view.getByText('Put your family in it: names and looks').click();
    await host.view.locator('select[name="child.skin"]').selectOption('umber');
    await coverDrawn(host.view);
    expect(await coverOf(host)).not.toContain('123456');
    expectNothingSent(host);
    await host.close();
    const broken = await openAppHost(browser, { html: await viewHtml(), width: 480, context: { theme: 'light' } });
    await broken.toolCall(PLAN, { ...result, _meta: { [PICTURES]: { 'cover-watercolor': gzipSync('<html>').toString('base64') } } });
    await coverDrawn(broken.view);
    expect(await coverOf(broken)).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg|^data:image\/svg\+xml;charset=utf-8,<svg/);
    expectNothingSent(broken);
    await broken.close();
  });

  test('a cancelled call draws no book and says so', async () => {
    const host = await openAppHost(browser, { html: await viewHtml(), width: 480, context: { theme: 'light' } });
    await host.cancel();
    await host.view.getByText('The assistant stopped before the book was planned').waitFor();
    expect(await host.view.locator('#book').isHidden()).toBe(true);
    expectNothingSent(host);
    await host.close();
  });

  test('a tool error draws no book and says what to do', async () => {
    const host = await openAppHost(browser, { html: await viewHtml(), width: 480, context: { theme: 'light' } });
    const args = { ...PLAN, style: 'oil-on-canvas' };
    const result = await planResult(args);
    expect(result.isError).toBe(true);
    await host.toolCall(args, result);
    await host.view.getByText('This book could not be planned').waitFor();
    expect(await host.view.locator('#book').isHidden()).toBe(true);
    expect(await host.view.getByRole('button', { name: 'Finish and order on Grandtales' }).isDisabled()).toBe(true);
    expectNothingSent(host);
    await host.close();
  });
});
