// The catalog as the build writes it (dist/catalog.json, outside the public site): validated
// content with the grandparent placeholders resolved, and the scheduled retirements (spec section 9).
import { z } from 'zod';
import { ArtStyle, Occasion, Scene } from './schemas.ts';

export const Retirement = z
  .object({
    id: z.string().regex(/^\/api\/v\d+(\/[a-z0-9/-]*)?$/, 'must be an API path such as /api/v1/scenes'),
    deprecated: z.coerce.date(),
    sunset: z.coerce.date(),
    replacement: z.string().optional(),
  })
  .refine((entry) => entry.sunset >= entry.deprecated, 'sunset must not precede the deprecation');
export type Retirement = z.infer<typeof Retirement>;

export const Catalog = z.object({
  art_styles: z.array(ArtStyle),
  scenes: z.array(Scene),
  occasions: z.array(Occasion.omit({ url: true })),
  retirements: z.array(Retirement).default([]),
});
export type Catalog = z.infer<typeof Catalog>;
