// The MCP App's figures (issue 36), in Debian's Chromium with a host built on the SDK's AppBridge
// (harness/app-host.ts), against the built server: the view's size as served (the ui:// resource,
// gzip -9), and the time from the host sending the tool's input and result to the front cover drawn
// and painted, in fresh views, as a host opens one per tool call (median and p95). Budgets: 120 KB,
// 300 ms.
import { gzipSync } from 'node:zlib';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { openAppHost } from '../harness/app-host.ts';
import { launchChromium } from '../harness/browser.ts';
import { startServer } from '../harness/server.ts';
import { percentile } from './builder.ts';

const BUDGET_KB = 120;
const BUDGET_MS = 300;
const VIEWS = 20;
const PLAN = { style: 'watercolor', occasion: 'christmas', format_type: 'hardcover', country: 'AU' };

export interface BookViewFigures {
  sizeKb: number;
  medianMs: number;
  p95Ms: number;
  withinBudget: boolean;
}

type Probe = Window & { coverDrawn?: Promise<number> };

/**
 * In the view: the time (ms since the epoch) the cover's picture is decoded and a frame painted with
 * it, as a promise read by the same kind of evaluation that set it up: polling with waitForFunction
 * would inject Playwright's utility script into the view while it draws, and time that too.
 */
function watchCover() {
  let drawn = (_at: number) => {};
  (window as Probe).coverDrawn = new Promise((resolve) => {
    drawn = resolve;
  });
  const observer = new MutationObserver(() => {
    const image = document.querySelector<HTMLImageElement>('.slot[data-kind="front-cover"] img');
    // Before it is drawn, a page's picture is a 4×3 blank of a few bytes.
    if (image === null || image.src.length < 500) return;
    observer.disconnect();
    image.decode().then(() => requestAnimationFrame(() => setTimeout(() => drawn(performance.timeOrigin + performance.now()))));
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
}

export async function measureBookView(): Promise<BookViewFigures> {
  const [server, browser] = await Promise.all([startServer({ RATE_LIMIT_PER_MINUTE: '100000' }), launchChromium()]);
  const client = new Client({ name: 'grandtales-bench', version: '1.0.0' });
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
    const { contents } = await client.readResource({ uri: 'ui://grandtales/book.html' });
    const html = (contents[0] as { text: string }).text;
    const result = (await client.callTool({ name: 'get_book_plan', arguments: PLAN })) as CallToolResult;
    const times: number[] = [];
    for (let view = 0; view < VIEWS; view += 1) {
      const host = await openAppHost(browser, { html, width: 480, context: { theme: 'light', displayMode: 'inline' } });
      await host.view.evaluate(watchCover);
      const sent = await host.toolCall(PLAN, result);
      times.push((await host.view.evaluate(() => (window as Probe).coverDrawn as Promise<number>)) - sent);
      if (host.requests.length > 0) throw new Error(`the view made requests: ${host.requests.join(', ')}`);
      await host.close();
    }
    const figures = {
      sizeKb: gzipSync(html, { level: 9 }).length / 1024,
      medianMs: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
    };
    return { ...figures, withinBudget: figures.sizeKb <= BUDGET_KB && figures.p95Ms <= BUDGET_MS };
  } finally {
    await client.close();
    await browser.close();
    await server.stop();
  }
}

export function describeBookView(figures: BookViewFigures): string {
  const mark = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
  return [
    `MCP App view (get_book_plan's ui:// resource, Chromium, a host on the SDK's AppBridge, ${VIEWS} fresh views)`,
    '',
    '| figure | value | budget | |',
    '|---|---:|---:|---|',
    `| the view's HTML (gzip -9) | ${figures.sizeKb.toFixed(1)} KB | ${BUDGET_KB} KB | ${mark(figures.sizeKb <= BUDGET_KB)} |`,
    `| tool result → cover drawn, median | ${figures.medianMs.toFixed(1)} ms | ${BUDGET_MS} ms | ${mark(figures.medianMs <= BUDGET_MS)} |`,
    `| tool result → cover drawn, p95 | ${figures.p95Ms.toFixed(1)} ms | ${BUDGET_MS} ms | ${mark(figures.p95Ms <= BUDGET_MS)} |`,
  ].join('\n');
}

// `node bench/book-view.ts` measures the view alone.
if (import.meta.main) {
  const figures = await measureBookView();
  process.stdout.write(`${describeBookView(figures)}\n`);
  process.exitCode = figures.withinBudget ? 0 : 1;
}
