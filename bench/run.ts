// npm run bench: start-up time, the book builder's figures (bench/builder.ts), its PDF's
// (bench/book-pdf.ts) and the MCP App view's (bench/book-view.ts), then each endpoint of the built
// server against a raw node:http server sending the same status, headers and body, driven by wrk
// in the same run at 50 connections (bench/server-rows.ts). Prints requests/s, p99 and the ratio to raw.
import { describeBookPdf, measureBookPdf } from './book-pdf.ts';
import { describeBookView, measureBookView } from './book-view.ts';
import { describeBuilder, measureBuilder } from './builder.ts';
import { picturesReport } from './pictures.ts';
import { ROWS } from './rows.ts';
import { CONNECTIONS, DURATION, measureServerRows, ROUNDS, SERVER_WARM_UP_SECONDS } from './server-rows.ts';
import { BASE_ENV } from './servers.ts';
import { describeStartup, measureStartup } from './startup.ts';
import { ensureWrk } from './wrk.ts';

const LAUNCHES = 5;

async function main() {
  ensureWrk();
  if (ROWS.length === 0) throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY} names no row`);
  if (!(ROUNDS >= 1)) throw new Error('BENCH_ROUNDS must be at least 1');
  const startup = describeStartup(await measureStartup(LAUNCHES, BASE_ENV));
  process.stderr.write(`${startup}\n`);
  // The builder's figures first, on a machine not yet warm from the load generator.
  const builderFigures = await measureBuilder();
  const builder = describeBuilder(builderFigures);
  process.stderr.write(`${builder}\n`);
  if (!builderFigures.withinBudget) process.exitCode = 1;
  const pdfFigures = await measureBookPdf();
  const pdf = describeBookPdf(pdfFigures);
  process.stderr.write(`${pdf}\n`);
  if (!pdfFigures.withinBudget) process.exitCode = 1;
  const bookViewFigures = await measureBookView();
  const bookView = describeBookView(bookViewFigures);
  process.stderr.write(`${bookView}\n`);
  if (!bookViewFigures.withinBudget) process.exitCode = 1;
  const lines = await measureServerRows();
  process.stdout.write(
    `\n${startup}\n\n${builder}\n\n${pdf}\n\n${bookView}\n\nwrk, 1 thread, ${CONNECTIONS} connections; one server's rows at a time, first ${SERVER_WARM_UP_SECONDS} s of unrecorded runs per side, then ${ROUNDS} rounds over its rows of one paired run of ${DURATION} s per side (req/s and p99: the best run; ratio: the median of the pairs' ratios; best ÷ best: our best run's req/s over raw's), Node ${process.version}\n\n${lines.join('\n')}\n`,
  );
}

await main();
process.stdout.write(await picturesReport());
