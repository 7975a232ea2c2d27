// The book's PDF, made in Chromium by the builder and by `npm run book` from the same plan (the one
// the builder keeps and would post to the order flow): the promised pages plus the covers, each
// 8.5 in square; every font embedded as a subset; the names and the dedication as text, the
// dedication in the first pages; no raster picture at all (the pictures are vectors); small enough
// to e-mail; the two agree page by page. An invalid plan gets one line naming the field, and
// `--print` adds the printer's bleed.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../harness/server.ts';
import { typeNames } from './support/builder.ts';
import { useBrowser, useServer } from './support/fixtures.ts';

const run = promisify(execFile);
const { store } = parse(readFileSync(`${ROOT}/content/store.yaml`, 'utf8')) as { store: { book: { pages: number } } };
const PAGES = store.book.pages + 2;
const CHILD = 'Zoë-Łucja';
const DEDICATION = 'For Zoë-Łucja, from the lake house, with every bit of our love.';

const server = useServer({ RATE_LIMIT_PER_MINUTE: '100000' });
const browser = useBrowser();
const folder = mkdtempSync(join(tmpdir(), 'book-pdf-'));
const files = {
  plan: join(folder, 'plan.json'),
  browser: join(folder, 'browser.pdf'),
  cli: join(folder, 'cli.pdf'),
  print: join(folder, 'print.pdf'),
};
let plan: Record<string, unknown>;

/** `npm run book`'s command: exit code, standard output and error. */
async function book(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/book.ts', ...args], { cwd: ROOT });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const text = async (pdf: string, page: number) => (await run('pdftotext', ['-f', String(page), '-l', String(page), pdf, '-'])).stdout;
const pagesOf = async (pdf: string) => Promise.all(Array.from({ length: PAGES }, (_, index) => text(pdf, index + 1)));
const flat = (words: string) => words.replace(/\s+/g, ' ');

beforeAll(async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/create`);
  await typeNames(page, { child: CHILD, grandparents: ['Nana', 'Grandpa Joe'] });
  await page.locator('#dedication').fill(DEDICATION);
  // IM Fell has no Ł: that letter is set in the fallback font, in both PDFs.
  await page.locator('label:has(input[name="style"][value="classic-storybook"])').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download your book (PDF)' }).click(),
  ]);
  await download.saveAs(files.browser);
  plan = JSON.parse((await page.evaluate(() => localStorage.getItem('grandtales:book'))) ?? '{}');
  writeFileSync(files.plan, JSON.stringify(plan));
  await context.close();
  const made = await book(files.plan, files.cli);
  expect(made.code, made.stderr).toBe(0);
}, 120_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe.each([
  ['the browser', 'browser'],
  ['npm run book', 'cli'],
] as const)('the PDF from %s', (_, made) => {
  test('has the promised pages and the covers, each 612 pt (8.5 in) square, and is small enough to e-mail', async () => {
    const info = (await run('pdfinfo', ['-f', '1', '-l', String(PAGES), files[made]])).stdout;
    expect(info).toMatch(new RegExp(`^Pages:\\s+${PAGES}$`, 'm'));
    const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((match) => `${match[1]}x${match[2]}`);
    expect(sizes).toEqual(Array(PAGES).fill('612x612'));
    expect(statSync(files[made]).size).toBeLessThan(10 * 1024 * 1024);
  });

  test('embeds every font it uses as a subset', async () => {
    const rows = (await run('pdffonts', [files[made]])).stdout.trim().split('\n').slice(2);
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows) expect(row, row).toMatch(/\s+yes\s+yes\s+yes\s+\d+\s+\d+$/);
  });

  test('sets the names and the dedication as text, the dedication in the first pages', async () => {
    const pages = (await pagesOf(files[made])).map(flat);
    expect(pages[0]).toContain(CHILD);
    expect(pages[0]).toContain('with Nana and Grandpa Joe');
    const dedication = pages.findIndex((words) => words.includes(DEDICATION));
    expect(dedication).toBeGreaterThan(0);
    expect(dedication).toBeLessThanOrEqual(3);
    expect(pages.filter((words) => words.includes(CHILD)).length).toBeGreaterThan(store.book.pages / 2);
    expect(pages.at(-2)).toMatch(new RegExp(`Dear ${CHILD},.*Nana and Grandpa Joe`));
  });

  test('draws its pictures as vectors: no raster image at all', async () => {
    const list = (await run('pdfimages', ['-list', files[made]])).stdout.trim().split('\n');
    expect(list.slice(2)).toEqual([]);
  });
});

test('the browser and npm run book agree page by page', async () => {
  expect(await pagesOf(files.cli)).toEqual(await pagesOf(files.browser));
  const fonts = async (pdf: string) =>
    (await run('pdffonts', [pdf])).stdout
      .split('\n')
      .slice(2)
      .map((row) => row.split(/\s+/)[0]);
  expect(await fonts(files.cli)).toEqual(await fonts(files.browser));
});

test('--print adds 0.125 in of bleed around every page and says where the trim is', { timeout: 120_000 }, async () => {
  const made = await book(files.plan, files.print, '--print');
  expect(made.code, made.stderr).toBe(0);
  expect(made.stdout).toMatch(/bleed/);
  const info = (await run('pdfinfo', ['-box', '-f', '1', '-l', '1', files.print])).stdout;
  expect(info).toMatch(/^Page\s+1 size:\s+630 x 630 pts/m);
  expect(info).toMatch(/^Page\s+1 TrimBox:\s+9\.00\s+9\.00\s+621\.00\s+621\.00$/m);
});

// Six runs of the command, each starting Node on the TypeScript sources: minutes on a loaded machine.
test('an invalid plan gets one line naming the field and a non-zero exit; a wrong command line its usage', {
  timeout: 180_000,
}, async () => {
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ ...plan, child: { ...(plan.child as object), name: 'Mia😀' } }, /^book: child\.name: /],
    [{ ...plan, dedication: 'With love ❤' }, /^book: dedication: the book's typeface cannot print ❤$/],
    [{ ...plan, style: 'oil-painting' }, /^book: style: /],
    [{ ...plan, scenes: ['bedtime-story'] }, /^book: scenes: /],
  ];
  for (const [broken, line] of cases) {
    writeFileSync(join(folder, 'broken.json'), JSON.stringify(broken));
    const made = await book(join(folder, 'broken.json'), join(folder, 'broken.pdf'));
    expect(made.code).toBe(1);
    expect(made.stderr.trim().split('\n')).toHaveLength(1);
    expect(made.stderr.trim()).toMatch(line);
  }
  writeFileSync(join(folder, 'broken.json'), '{"version":');
  expect((await book(join(folder, 'broken.json'), join(folder, 'broken.pdf'))).stderr).toMatch(/^book: .* is not JSON: /);
  const usage = await book(files.plan);
  expect(usage.code).toBe(2);
  expect(usage.stderr).toMatch(/^usage: book <plan\.json \| -> <out\.pdf> \[--print\]$/m);
});
