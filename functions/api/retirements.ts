// Scheduled retirements (spec section 9): responses on a retired path carry RFC 9745 Deprecation,
// RFC 8594 Sunset and links to the published policy.
import type { Retirement } from '../../contract/catalog.ts';
import { sitePaths } from '../../contract/site-paths.ts';

/** The header fields (name, value, name, value…) for a path; none when it is not retired. */
export function retirementHeaders(path: string, retirements: readonly Retirement[], origin: string): string[] {
  const entry = retirements.find((retirement) => path === retirement.id || path.startsWith(`${retirement.id}/`));
  if (entry === undefined) return [];
  const policy = `<${origin}${sitePaths.developers}#versioning>`;
  return [
    'Deprecation',
    `@${Math.floor(entry.deprecated.getTime() / 1000)}`,
    'Sunset',
    entry.sunset.toUTCString(),
    'Link',
    `${policy}; rel="deprecation", ${policy}; rel="sunset"`,
  ];
}
