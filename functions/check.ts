// `grandtales check`: what would stop the server, found without serving, for a deploy step or a
// container's start: the environment, the live files (prices, grants) and the build (the pages and
// their live tokens, the catalog, every default answer). One line per problem, then exit 1; or one
// line saying all is well, and exit 0. Redis is not asked: the server runs without it.

import { resolve } from 'node:path';
import { createApp } from './app.ts';
import { type Config, DEFAULT_LIVE_FILES, readConfig } from './config.ts';
import { EnvError } from './lib/env-values.ts';
import { createLogger } from './lib/log.ts';
import { createGrants } from './limits/grants.ts';
import { createPricingSource } from './pricing/price-list.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs a check: no problem, or its lines, each led by what it is about. */
function problemsOf(about: string, check: () => unknown): string[] {
  try {
    check();
    return [];
  } catch (error) {
    return (error instanceof EnvError ? error.problems : [messageOf(error)]).map((problem) => `${about}: ${problem}`);
  }
}

export async function check(env: Record<string, string | undefined>): Promise<number> {
  const log = createLogger('silent');
  let config: Config | undefined;
  const problems = problemsOf('environment', () => {
    config = readConfig(env);
  });
  {
    // With an invalid environment the live files are still checked, where it names them.
    const { pricingFile, rateLimitsFile } = config ?? {
      pricingFile: resolve(env.PRICING_FILE || DEFAULT_LIVE_FILES.pricingFile),
      rateLimitsFile: resolve(env.RATE_LIMITS_FILE || DEFAULT_LIVE_FILES.rateLimitsFile),
    };
    problems.push(...problemsOf('PRICING_FILE', () => createPricingSource({ file: pricingFile, log })));
    problems.push(...problemsOf('RATE_LIMITS_FILE', () => createGrants({ file: rateLimitsFile, log })));
  }
  // The build is read as the server reads it, without Redis or a metrics listener; with valid live
  // files only, since it reads them too and would repeat their problem.
  if (config !== undefined && problems.length === 0) {
    try {
      await (await createApp({ ...config, redis: undefined, metricsPort: undefined }, log)).close();
    } catch (error) {
      problems.push(`the build: ${messageOf(error)}`);
    }
  }
  for (const problem of problems) process.stderr.write(`grandtales check: ${problem}\n`);
  if (problems.length === 0) process.stdout.write('grandtales check: the environment, the live files and the build are valid\n');
  return problems.length === 0 ? 0 : 1;
}
