// `npm run book -- <plan.json> <out.pdf> [--print]` in a checkout, `grandtales book …` in the package:
// the book a plan describes (the JSON the builder posts to the order flow, /schemas/book-plan.json)
// as the same PDF the builder makes in the browser. `-` reads the plan from standard input;
// `--print` adds the printer's 0.125 in bleed around every page. An invalid plan gets one line
// naming the field, and exit code 1; a wrong command line, its usage and exit code 2.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deflateSync, inflateSync } from 'node:zlib';
import { BookPlan } from '../contract/book-plan.ts';
import { type BookText, bookLayout, servedName, unprintable } from '../src/book/index.ts';
import { makeBookPdf } from '../src/book/pdf/make.ts';

const USAGE = 'usage: book <plan.json | -> <out.pdf> [--print]';
/** Bundled, this runs from dist/book/book.js; from the sources, from scripts/. Either way it reads the build. */
declare const BOOK_BUNDLED: boolean | undefined;
const ROOT = resolve(import.meta.dirname, typeof BOOK_BUNDLED === 'undefined' ? '..' : '../..');
const FONTS = resolve(ROOT, 'dist/site/book-fonts');

class PlanProblem extends Error {}

function readPlan(source: string): BookPlan {
  let text: string;
  try {
    text = readFileSync(source === '-' ? 0 : source, 'utf8');
  } catch (error) {
    throw new PlanProblem(`cannot read ${source}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new PlanProblem(`${source} is not JSON: ${(error as Error).message}`);
  }
  const parsed = BookPlan.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new PlanProblem(`${issue.path.join('.') || 'plan'}: ${issue.message}`);
  }
  const plan = parsed.data;
  const printed: [string, string][] = [
    ['child.name', plan.child.name],
    ...plan.grandparents.map((person, index): [string, string] => [`grandparents.${index}.name`, person.name]),
    ['dedication', plan.dedication],
  ];
  for (const [field, value] of printed) {
    const missing = unprintable(value);
    if (missing.length > 0) throw new PlanProblem(`${field}: the book's typeface cannot print ${missing.join(' ')}`);
  }
  return plan;
}

function readText(): BookText {
  const file = resolve(ROOT, 'dist/book-text.json');
  if (!existsSync(file) || !existsSync(FONTS)) throw new Error(`${file} or ${FONTS} is missing: run npm run build first`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

export async function main(args: readonly string[]): Promise<number> {
  const print = args.includes('--print');
  const [source, out, ...extra] = args.filter((arg) => arg !== '--print');
  if (source === undefined || out === undefined || extra.length > 0 || out.startsWith('-')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  try {
    const book = bookLayout(readPlan(source), readText());
    const bytes = await makeBookPdf(book, {
      fontFile: async (file) => readFileSync(resolve(FONTS, servedName(file))),
      inflate: async (data) => inflateSync(data),
      deflate: async (data) => deflateSync(data),
      bleed: print,
    });
    writeFileSync(out, bytes);
    const pages = `${book.pages.length} pages: the front cover, pages 1–${book.pageCount}, the back cover`;
    process.stdout.write(`${out}: ${pages}${print ? ', with 0.125 in bleed' : ''} (${Math.ceil(bytes.length / 1024)} KB)\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`book: ${error instanceof PlanProblem ? error.message : String(error)}\n`);
    return 1;
  }
}

// Run as a program (npm run book, or node dist/book/book.js); `grandtales book` imports main instead.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
