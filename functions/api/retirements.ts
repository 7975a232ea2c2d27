// Scheduled retirements (spec section 9): responses on a retired path carry RFC 9745 Deprecation,
// RFC 8594 Sunset and links to the published policy.
import { z } from 'zod';
import { sitePaths } from '../site/paths.ts';

export const Retirement = z
  .object({
    id: z.string().regex(/^\/api\/v\d+(\/[a-z0-9/-]*)?$/, 'must be an API path such as /api/v1/scenes'),
    deprecated: z.coerce.date(),
    sunset: z.coerce.date(),
    replacement: z.string().optional(),
  })
  .refine((entry) => entry.sunset >= entry.deprecated, 'sunset must not precede the deprecation');
export type Retirement = z.infer<typeof Retirement>;

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
