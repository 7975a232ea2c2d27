// Agent readiness: afdocs (the Agent-Friendly Documentation Spec checker) run against the built
// server must find no failure and no warning on any page it discovers through llms.txt and the
// sitemap.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { ROOT } from '../harness/server.ts';
import { useServer } from './support/fixtures.ts';

/** The public origin the pages link to; afdocs maps it to the test server (--canonical-origin). */
const SITE = 'https://grandtales.test';
/** Checks that do not apply to a site without authentication, which afdocs reports as skipped. */
const NOT_APPLICABLE = ['auth-alternative-access'];

interface Report {
  summary: { total: number; pass: number; warn: number; fail: number; skip: number; error: number };
  results: { id: string; status: string; message: string }[];
  testedPages: number;
}

const server = useServer({ SITE_URL: SITE });

test('afdocs check reports no failure and no warning on every page', { timeout: 120_000 }, async () => {
  const afdocs = join(ROOT, 'node_modules/afdocs/bin/afdocs.mjs');
  // Its own loopback server: no need for the polite default delay between requests.
  const args = ['check', server.url, '--canonical-origin', SITE, '--format', 'json', '--quiet', '--request-delay', '20'];
  // afdocs exits non-zero on a failure; the report says why either way.
  const { stdout } = await promisify(execFile)(process.execPath, [afdocs, ...args], { maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout: string }) => ({ stdout: error.stdout }),
  );
  const report: Report = JSON.parse(stdout);
  const problems = report.results.filter((result) => result.status !== 'pass' && !NOT_APPLICABLE.includes(result.id));
  expect(problems.map((result) => `${result.status} ${result.id}: ${result.message}`)).toEqual([]);
  expect(report.summary).toMatchObject({ warn: 0, fail: 0, error: 0 });
  // Every page was checked, not only the home page: the sitemap lists them all.
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  expect(report.testedPages).toBeGreaterThanOrEqual(sitemap.match(/<loc>/g)?.length ?? Number.POSITIVE_INFINITY);
});
