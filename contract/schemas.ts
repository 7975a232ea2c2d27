// The API contract (spec section 2): one zod schema per resource. These drive the TypeScript
// types, the build-time content checks, run-time validation, /openapi.json and the tests.
import { z } from 'zod';

export const apiSchemas = z.registry<{ id: string; description: string }>();

export function resource<T extends z.ZodType>(id: string, description: string, schema: T): T {
  apiSchemas.add(schema, { id, description });
  return schema;
}

export const SCENE_CATEGORIES = ['activity', 'food', 'funny', 'sweet'] as const;
export const BOOK_FORMATS = ['hardcover', 'digital'] as const;

const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase kebab-case (a-z, 0-9 and single hyphens)');

const supportedCurrencies = new Set(Intl.supportedValuesOf('currency'));
export const CurrencyCode = z
  .string()
  .refine((code) => supportedCurrencies.has(code), 'must be an ISO 4217 currency code such as "USD"')
  .meta({ description: 'ISO 4217 currency code', examples: ['USD'] });

export const Amount = z
  .number()
  .min(0)
  .meta({ description: "Amount in the response's currency", examples: [44.99] });
export const AbsoluteUrl = z.url({ protocol: /^https?$/ });

export const StatusResponse = resource(
  'StatusResponse',
  'Liveness and discovery probe.',
  z.object({
    service: z.string().meta({ description: 'Human-readable name of the API service' }),
    status: z.literal('ok').meta({ description: '"ok" means the API is serving normally' }),
    version: z
      .string()
      .regex(/^\d+\.\d+\.\d+$/)
      .meta({ description: 'Semantic version of the API contract', examples: ['1.0.0'] }),
    docs_url: AbsoluteUrl.meta({ description: 'URL of the documentation page' }),
    openapi_url: AbsoluteUrl.meta({ description: 'URL of the OpenAPI 3 schema' }),
    human_site: AbsoluteUrl.meta({ description: 'Root URL of the customer-facing website' }),
  }),
);

export const Product = resource(
  'Product',
  'A publicly priced product or add-on.',
  z.object({
    id: Slug.meta({ description: 'Stable identifier of the product or add-on', examples: ['hardcover', 'gift-wrap'] }),
    name: z
      .string()
      .min(1)
      .meta({ description: 'Customer-facing product name', examples: ['Personalized hardcover book'] }),
    price: Amount,
    description: z.string().min(1).meta({ description: 'Short explanation of what the price covers' }),
  }),
);

export const PricingResponse = resource(
  'PricingResponse',
  'The live price list.',
  z.object({
    currency: CurrencyCode,
    products: z.array(Product).meta({ description: 'Every publicly priced product and add-on' }),
  }),
);

export const PriceQuoteResponse = resource(
  'PriceQuoteResponse',
  'Itemized price of one book.',
  z.object({
    currency: CurrencyCode,
    base_price: Amount.meta({ description: 'Price of the selected book format before add-ons' }),
    gift_wrap: Amount.meta({ description: 'Gift wrap add-on cost; 0 when not selected' }),
    discount: Amount.meta({ description: 'Discount applied; always 0 for public quotes' }),
    total: Amount.meta({ description: 'Amount payable: `base_price` plus add-ons minus `discount`' }),
  }),
);

export const ArtStyle = resource(
  'ArtStyle',
  'An illustration style; it applies to the whole book, with the same characters drawn consistently.',
  z.object({
    id: Slug.meta({ description: 'Stable identifier; the value the creation flow stores on an order', examples: ['watercolor'] }),
    name: z
      .string()
      .min(1)
      .meta({ description: 'Customer-facing style name', examples: ['Soft Watercolor'] }),
    description: z.string().min(1).meta({ description: 'One-line description of how the illustrations look' }),
  }),
);

export const ArtStylesResponse = resource(
  'ArtStylesResponse',
  'Every available art style.',
  z.object({
    count: z.int().min(0).meta({ description: 'Number of art styles returned' }),
    art_styles: z.array(ArtStyle),
  }),
);

export const SceneCategory = z.enum(SCENE_CATEGORIES);

export const Scene = resource(
  'Scene',
  'A story scene: an illustrated page of the grandchild and a grandparent doing it together.',
  z.object({
    id: Slug.meta({ description: 'Stable identifier of the scene', examples: ['baking-cookies'] }),
    label: z
      .string()
      .min(1)
      .meta({
        description: 'Customer-facing label, grandparents resolved to "Grandma"/"Grandpa"',
        examples: ['Baking cookies with Grandma'],
      }),
    category: SceneCategory,
  }),
);

export const ScenesResponse = resource(
  'ScenesResponse',
  'The selectable story scenes, after any category filter.',
  z.object({
    count: z.int().min(0).meta({ description: 'Number of scenes returned after any category filter' }),
    scenes: z.array(Scene),
  }),
);

export const Occasion = resource(
  'Occasion',
  'A published gift-occasion landing page.',
  z.object({
    slug: Slug.meta({ description: 'URL slug of the occasion page', examples: ['christmas'] }),
    title: z.string().min(1).meta({ description: 'Page title' }),
    description: z.string().min(1).meta({ description: 'Meta description summarizing the page' }),
    url: AbsoluteUrl.meta({ description: 'Absolute URL of the landing page' }),
  }),
);

export const OccasionsResponse = resource(
  'OccasionsResponse',
  'Every published occasion landing page.',
  z.object({ occasions: z.array(Occasion) }),
);

export const ErrorResponse = resource(
  'ErrorResponse',
  'An error with a human-readable explanation.',
  z.object({ detail: z.string().meta({ description: 'Human-readable description of what went wrong' }) }),
);

export const ValidationError = resource(
  'ValidationError',
  'One validation problem, shaped as FastAPI/pydantic v2 reports it.',
  z.object({
    loc: z
      .array(z.union([z.string(), z.int()]))
      .meta({ description: 'Location of the faulty input', examples: [['query', 'format_type']] }),
    msg: z.string(),
    type: z.string().meta({ description: 'Error type', examples: ['enum', 'bool_parsing'] }),
    input: z.unknown().optional().meta({ description: 'The rejected input' }),
    ctx: z.record(z.string(), z.unknown()).optional().meta({ description: 'Extra context, e.g. the expected values' }),
  }),
);

export const HTTPValidationError = resource(
  'HTTPValidationError',
  'A request whose query parameters failed validation.',
  z.object({ detail: z.array(ValidationError).optional() }),
);

export type StatusResponse = z.infer<typeof StatusResponse>;
export type Product = z.infer<typeof Product>;
export type PricingResponse = z.infer<typeof PricingResponse>;
export type PriceQuoteResponse = z.infer<typeof PriceQuoteResponse>;
export type ArtStyle = z.infer<typeof ArtStyle>;
export type Scene = z.infer<typeof Scene>;
export type SceneCategory = z.infer<typeof SceneCategory>;
export type Occasion = z.infer<typeof Occasion>;
export type ValidationError = z.infer<typeof ValidationError>;

// pydantic v2's lax booleans: exactly these words, case-insensitive, never trimmed.
export const LaxBoolean = z.stringbool({
  truthy: ['1', 't', 'y', 'on', 'yes', 'true'],
  falsy: ['0', 'f', 'n', 'no', 'off', 'false'],
  case: 'insensitive',
});

export const QuoteQuery = z.object({
  format_type: z.enum(BOOK_FORMATS).default('hardcover').meta({ description: '`hardcover` (printed book) or `digital` (PDF download)' }),
  gift_wrap: LaxBoolean.default(false).meta({
    type: 'boolean',
    description: 'Add gift wrap. Accepts true/false, 1/0, yes/no, on/off, t/f, y/n (any case).',
  }),
});

export const ScenesQuery = z.object({
  category: SceneCategory.optional().meta({ description: 'Only scenes of this category' }),
});

export type QuoteQuery = z.infer<typeof QuoteQuery>;
