// The catalog as the build emits it (dist/client/api/catalog.json): validated content with the
// grandparent placeholders already resolved. The front layer reads it once at start-up.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ArtStyle, Occasion, Scene } from './schemas.ts';

const CATALOG_PATH = 'api/catalog.json';

/** A scheduled retirement (spec section 9): its responses carry Deprecation and Sunset headers. */
export const Retirement = z
  .object({
    id: z.string().regex(/^\/api\/v\d+(\/[a-z0-9/-]*)?$/, 'must be an API path such as /api/v1/scenes'),
    deprecated: z.coerce.date(),
    sunset: z.coerce.date(),
    replacement: z.string().optional(),
  })
  .refine((entry) => entry.sunset >= entry.deprecated, 'sunset must not precede the deprecation');

export const Catalog = z.object({
  art_styles: z.array(ArtStyle),
  scenes: z.array(Scene),
  occasions: z.array(Occasion.omit({ url: true })),
  retirements: z.array(Retirement).default([]),
});
export type Catalog = z.infer<typeof Catalog>;

export function loadCatalog(clientDir: string): Catalog {
  const file = join(clientDir, CATALOG_PATH);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: run "npm run build" first`);
  }
  return Catalog.parse(JSON.parse(text));
}

/** Site paths the API points to; the Astro routes under src/pages must answer them. */
export const sitePaths = {
  home: '/',
  developers: '/developers',
  openapi: '/openapi.json',
  occasion: (slug: string) => `/occasions/${slug}`,
};
