// The book's PDF made in the browser (issue 34), in Debian's Chromium against the built server:
// the time from "Download your book (PDF)" to the file (median and p95 of RUNS, the first of them
// cold: the PDF code and the fonts load then), and the file's size. Budget: 3 s.
import { statSync } from 'node:fs';
import { launchChromium } from '../harness/browser.ts';
import { startServer } from '../harness/server.ts';
import { percentile } from './builder.ts';

const BUDGET_MS = 3000;
const RUNS = 10;
const E_MAIL_MB = 10;

export interface BookPdfFigures {
  coldMs: number;
  medianMs: number;
  p95Ms: number;
  sizeKb: number;
  withinBudget: boolean;
}

export async function measureBookPdf(): Promise<BookPdfFigures> {
  const [server, browser] = await Promise.all([startServer({ RATE_LIMIT_PER_MINUTE: '100000' }), launchChromium()]);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/create`, { waitUntil: 'networkidle' });
    await page.locator('#child-name').fill('Mia');
    await page.locator('#grandparents-0-name').fill('Nana');
    await page.locator('#grandparents-1-name').fill('Grandpa Joe');
    await page.locator('#dedication').fill('For Mia, with all our love, from Nana and Grandpa Joe.');
    const times: number[] = [];
    let size = 0;
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#download-pdf').click()]);
      const path = await download.path();
      times.push(performance.now() - start);
      size = statSync(path).size;
    }
    const figures = { coldMs: times[0], medianMs: percentile(times, 0.5), p95Ms: percentile(times, 0.95), sizeKb: size / 1024 };
    return { ...figures, withinBudget: figures.p95Ms <= BUDGET_MS && figures.sizeKb < E_MAIL_MB * 1024 };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function describeBookPdf(figures: BookPdfFigures): string {
  const mark = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
  return [
    `The book's PDF made in the browser (/create, Chromium, ${RUNS} downloads, the first cold)`,
    '',
    '| figure | value | budget | |',
    '|---|---:|---:|---|',
    `| click → PDF, first (cold) | ${figures.coldMs.toFixed(0)} ms | | |`,
    `| click → PDF, median | ${figures.medianMs.toFixed(0)} ms | ${BUDGET_MS} ms | ${mark(figures.medianMs <= BUDGET_MS)} |`,
    `| click → PDF, p95 | ${figures.p95Ms.toFixed(0)} ms | ${BUDGET_MS} ms | ${mark(figures.p95Ms <= BUDGET_MS)} |`,
    `| PDF size | ${figures.sizeKb.toFixed(0)} KB | ${E_MAIL_MB} MB | ${mark(figures.sizeKb < E_MAIL_MB * 1024)} |`,
  ].join('\n');
}

// `node bench/book-pdf.ts` measures the PDF alone.
if (import.meta.main) {
  const figures = await measureBookPdf();
  process.stdout.write(`${describeBookPdf(figures)}\n`);
  process.exitCode = figures.withinBudget ? 0 : 1;
}
