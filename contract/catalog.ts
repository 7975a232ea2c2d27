// The catalog as the build writes it (dist/catalog.json, outside the public site): validated
// content with the grandparent placeholders resolved, the store's delivery promises, and the
// scheduled retirements (spec section 9).
import { z } from 'zod';
import type { DateRule as DateRuleType, DeliveryFacts as DeliveryFactsType } from './arrival.ts';
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

/** contract/arrival.ts's DateRule; a day the month may lack (Feb 30) is refused. */
export const DateRule = z.union([
  z
    .strictObject({ month: z.int().min(1).max(12), day: z.int().min(1).max(31) })
    .refine(({ month, day }) => new Date(Date.UTC(2024, month - 1, day)).getUTCMonth() === month - 1, 'no such day in that month'),
  z.strictObject({
    month: z.int().min(1).max(12),
    weekday: z.int().min(0).max(6).meta({ description: '0 = Sunday … 6 = Saturday' }),
    nth: z.int().min(1).max(5),
    offset: z.int().min(-27).max(27).optional().meta({ description: 'Days after the nth weekday' }),
  }),
]) satisfies z.ZodType<DateRuleType>;

/** A range of business days (Monday to Friday), e.g. 3 to 5. */
export const Days = z
  .object({ min: z.int().nonnegative(), max: z.int().nonnegative() })
  .refine((days) => days.min <= days.max, 'min must not be more than max');

export const ShippingRegion = z.object({
  id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  name: z.string().min(1),
  countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 country code')).min(1),
  cost: z.number().nonnegative(),
  days: Days,
});

export const DeliveryFacts = z.object({
  previewDays: Days,
  makingDays: z.object({ hardcover: Days, digital: Days }),
  shipping: z.object({
    currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code'),
    regions: z.array(ShippingRegion).min(1),
  }),
  deadlines: z.array(z.object({ occasion: z.string(), name: z.string().min(1), rule: DateRule })),
}) satisfies z.ZodType<DeliveryFactsType>;

export const Catalog = z.object({
  art_styles: z.array(ArtStyle),
  scenes: z.array(Scene),
  occasions: z.array(Occasion.omit({ url: true })),
  delivery: DeliveryFacts,
  retirements: z.array(Retirement).default([]),
});
export type Catalog = z.infer<typeof Catalog>;
