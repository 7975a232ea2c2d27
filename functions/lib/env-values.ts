// The shapes an environment variable may take (a port, an origin, a URL without a query, a whole
// number) and the one reader that checks a set of them: a bad value names its variable and never
// echoes a secret.
import { z } from 'zod';

export const Port = z
  .string()
  .regex(/^\d{1,5}$/, 'must be a decimal port number')
  .transform(Number)
  .pipe(z.int().max(65535));

/** A number written in the variable, checked against its pattern (by default a positive whole number). */
export const numeric = (message: string, pattern = /^[1-9]\d*$/) => z.string().regex(pattern, message).transform(Number);

/** No credentials, query or fragment (and, for an origin, no path): zod runs refinements on input that already failed the URL check. */
function plain(value: string, pathAllowed: boolean): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    url.username === '' &&
    url.password === '' &&
    (pathAllowed || url.pathname === '/') &&
    url.search === '' &&
    url.hash === '' &&
    !/[?#]/.test(value)
  );
}

/** An origin only: scheme, host and port; anything else would end up in every absolute URL. */
export const Origin = z
  .url({ protocol: /^https?$/ })
  .refine((value) => plain(value, false), 'must be an origin such as https://example.com (no path, query, fragment or credentials)')
  .transform((value) => new URL(value).origin);

/** The store's order flow: the plan is posted to it, so it carries no query of its own. */
export const OrderUrl = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// URL' })
  .refine((value) => plain(value, true), 'must have no query, fragment or credentials: the choices are sent as its query')
  .transform((value) => new URL(value).href);

/** contentsignals.org: comma-separated yes/no answers for search, ai-input and ai-train. */
export const ContentSignal = z
  .string()
  .regex(
    /^(search|ai-input|ai-train)=(yes|no)(, ?(search|ai-input|ai-train)=(yes|no))*$/,
    'must be like "search=yes, ai-input=yes, ai-train=no" (search, ai-input, ai-train; yes or no)',
  );

/** What is wrong with the environment: one problem per entry, each naming its variable. */
export class EnvError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`invalid environment: ${problems.join('; ')}`);
    this.problems = problems;
  }
}

/** The variables a schema names, unset and empty ones left to their defaults. */
export function parseEnv<S extends z.ZodObject>(schema: S, env: Record<string, string | undefined>): z.output<S> {
  const set = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => name in schema.shape && value !== undefined && value !== ''),
  );
  const result = schema.safeParse(set);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
}
