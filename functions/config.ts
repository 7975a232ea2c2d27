// Environment variables (all optional) validated once at start-up; see the README's table.
import { resolve } from 'node:path';
import { z } from 'zod';
import { isLogLevel, type LogLevel } from './log.ts';

export const PROJECT_ROOT = resolve(import.meta.dirname, '..');

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().optional(),
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => new URL(url).pathname === '/' && !new URL(url).search, 'must be an origin such as https://example.com')
    .optional(),
  PRICING_FILE: z.string().default(resolve(PROJECT_ROOT, 'content/pricing.json')),
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  LOG_LEVEL: z.string().refine(isLogLevel, 'must be debug, info, warn, error or silent').default('info'),
});

export interface Config {
  port: number;
  host?: string;
  /** Origin used in every absolute URL, without a trailing slash. */
  siteUrl: string;
  pricingFile: string;
  trustProxy: number;
  rateLimitPerMinute: number;
  logLevel: LogLevel;
  clientDir: string;
  serverEntry: string;
}

export function readConfig(env: Record<string, string | undefined>): Config {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = Env.safeParse(set);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`invalid environment: ${problems.join('; ')}`);
  }
  const e = result.data;
  return {
    port: e.PORT,
    host: e.HOST,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    pricingFile: resolve(e.PRICING_FILE),
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    logLevel: e.LOG_LEVEL as LogLevel,
    clientDir: resolve(PROJECT_ROOT, 'dist/client'),
    serverEntry: resolve(PROJECT_ROOT, 'dist/server/entry.mjs'),
  };
}
