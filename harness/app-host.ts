// A host of MCP Apps in Chromium, for the tests and the bench: the SDK's AppBridge in a page
// (harness/app-host-page.ts, bundled here by esbuild) renders a view's HTML in an iframe sandboxed to
// scripts alone. Every request the page or the view makes is blocked and kept in `requests`, and
// every console error in `errors`: a view that fetches anything shows there.
import { resolve } from 'node:path';
import type { McpUiHostContext, McpUiToolResultNotification } from '@modelcontextprotocol/ext-apps/app-bridge';
import { build } from 'esbuild';
import type { Browser, Frame, Page } from 'playwright-core';
import type { HostRecord } from './app-host-page.ts';

export type { HostRecord };

let hostScript: Promise<string> | undefined;
const hostPageScript = () =>
  (hostScript ??= build({
    entryPoints: [resolve(import.meta.dirname, 'app-host-page.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  }).then(({ outputFiles }) => outputFiles[0].text));

export interface AppHost {
  page: Page;
  /** The view's frame. */
  view: Frame;
  /** Every request tried from the page or the view, by URL: each was blocked. */
  requests: string[];
  errors: string[];
  record(): Promise<HostRecord>;
  /** Sends the tool's input and result; resolves with when (ms since the epoch, as the view's clock reads it). */
  toolCall(input: Record<string, unknown>, result: McpUiToolResultNotification['params']): Promise<number>;
  setContext(context: McpUiHostContext): Promise<void>;
  /** Tells the view the tool call was cancelled. */
  cancel(): Promise<void>;
  resize(width: number): Promise<void>;
  close(): Promise<void>;
}

export interface AppHostOptions {
  html: string;
  /** The chat column's width the iframe gets. */
  width: number;
  context?: McpUiHostContext;
}

export async function openAppHost(browser: Browser, { html, width, context = {} }: AppHostOptions): Promise<AppHost> {
  const browserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const requests: string[] = [];
  const errors: string[] = [];
  browserContext.on('request', (request) => requests.push(request.url()));
  await browserContext.route('**/*', (route) => route.abort('blockedbyclient'));
  const page = await browserContext.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setContent('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body></body></html>');
  // Added as a script element, not parsed from markup: the bundle may hold "</script>" in its strings.
  await page.addScriptTag({ content: await hostPageScript(), type: 'module' });
  await page.waitForFunction(() => 'startHost' in window);
  await page.evaluate((options) => window.startHost(options), { html, width, context });
  const view = page.frames().find((frame) => frame !== page.mainFrame());
  if (view === undefined) throw new Error('the host shows no view');
  return {
    page,
    view,
    requests,
    errors,
    record: () => page.evaluate(() => window.host.record),
    toolCall: (input, result) => page.evaluate(([input, result]) => window.host.toolCall(input, result), [input, result] as const),
    setContext: (change) => page.evaluate((change) => window.host.setContext(change), change),
    cancel: () => page.evaluate(() => window.host.cancel()),
    resize: (to) => page.evaluate((to) => window.host.resize(to), to),
    close: () => browserContext.close(),
  };
}
