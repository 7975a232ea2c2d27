// Environment variables (all optional), validated once at start-up (and, for the build's own, at
// build time); see the README's table. A bad value names its variable and never echoes a secret.
import { resolve } from 'node:path';
import { z } from 'zod';
import { isLogLevel, type LogLevel } from './http/log.ts';

export const PROJECT_ROOT = resolve(import.meta.dirname, '..');

const Port = z.string().regex(/^\d{1,5}$/, 'must be a decimal port number').transform(Number).pipe(z.int().max(65535));

/** An origin only: scheme, host and port; anything else would end up in every absolute URL. */
const Origin = z
  .url({ protocol: /^https?$/ })
  .refine((value) => {
    const url = new URL(value);
    return url.username === '' && url.password === '' && url.pathname === '/' && url.search === '' && url.hash === '' && !/[?#]/.test(value);
  }, 'must be an origin such as https://example.com (no path, query, fragment or credentials)')
  .transform((value) => new URL(value).origin);

const ServerEnv = z.object({
  PORT: Port.default(4321),
  HOST: z.string().optional(),
  SITE_URL: Origin.optional(),
  PRICING_FILE: z.string().default(resolve(PROJECT_ROOT, 'content/pricing.json')),
  TRUST_PROXY: z.string().regex(/^\d+$/, 'must be a whole number of proxies').transform(Number).default(0),
  RATE_LIMIT_PER_MINUTE: z.string().regex(/^[1-9]\d*$/, 'must be a positive whole number').transform(Number).default(60),
  LOG_LEVEL: z.string().refine(isLogLevel, 'must be debug, info, warn, error or silent').default('info'),
});

const BuildEnv = z.object({
  SUPPORT_EMAIL: z.email('must be an e-mail address').default('developers@grandtales.example'),
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
  /** The public site as built: every file here may be served. */
  siteDir: string;
  /** What only the server reads, written by the build outside the public site. */
  catalogFile: string;
}

function parseEnv<S extends z.ZodObject>(schema: S, env: Record<string, string | undefined>): z.output<S> {
  const set = Object.fromEntries(Object.entries(env).filter(([name, value]) => name in schema.shape && value !== undefined && value !== ''));
  const result = schema.safeParse(set);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new Error(`invalid environment: ${problems.join('; ')}`);
}

export function readConfig(env: Record<string, string | undefined>): Config {
  const e = parseEnv(ServerEnv, env);
  return {
    port: e.PORT,
    host: e.HOST,
    siteUrl: e.SITE_URL ?? `http://localhost:${e.PORT}`,
    pricingFile: resolve(e.PRICING_FILE),
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    siteDir: resolve(PROJECT_ROOT, 'dist/site'),
    catalogFile: resolve(PROJECT_ROOT, 'dist/catalog.json'),
  };
}

export function readBuildConfig(env: Record<string, string | undefined>): { supportEmail: string } {
  return { supportEmail: parseEnv(BuildEnv, env).SUPPORT_EMAIL };
}
