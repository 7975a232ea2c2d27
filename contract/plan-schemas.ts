// The schemas of the two operations that help someone buy (spec section 9.5: additive within v1):
// when a book arrives, and a whole book plan with its delivered price and the /create link.
import { z } from 'zod';
import { catalogChoice, catalogChoices } from './catalog-query.ts';
import { AbsoluteUrl, Amount, ArtStyle, BOOK_FORMATS, CurrencyCode, LaxBoolean, PriceQuoteResponse, resource, Scene } from './schemas.ts';

const IsoDate = z.iso.date().meta({ description: 'A calendar day, YYYY-MM-DD (UTC)', examples: ['2026-12-25'] });

const country = catalogChoice('countries', 'Where the book goes: the ISO 3166 code of a country we ship to (e.g. AU)');
const formatType = z
  .enum(BOOK_FORMATS)
  .default('hardcover')
  .meta({ description: '`hardcover` (printed and shipped) or `digital` (PDF download)' });
const occasion = catalogChoice(
  'occasions',
  'The gift occasion, a slug from /api/v1/occasions; a dated one (e.g. christmas) adds its last day to order',
);
/**
 * The days an order may be planned for. Before 2000 no order can be placed; after 9998 an answer's
 * dates (arrivals, the next occasion, up to a year on) would leave the four-digit years the schema
 * writes. A day outside is a 422 naming ordered_on, pydantic's `ge`/`le` error.
 */
export const ORDER_DAYS = { first: '2000-01-01', last: '9998-12-31' } as const;

const orderedOn = z.iso
  .date()
  .refine((day) => day >= ORDER_DAYS.first, { params: { ge: ORDER_DAYS.first } })
  .refine((day) => day <= ORDER_DAYS.last, { params: { le: ORDER_DAYS.last } })
  .optional()
  .meta({
    description: `The day of the order, YYYY-MM-DD (UTC), from ${ORDER_DAYS.first} to ${ORDER_DAYS.last}; today when left out`,
  });

export const ArrivalQuery = z.object({ country, format_type: formatType, occasion: occasion.optional(), ordered_on: orderedOn });

export const ArrivalResponse = resource(
  'ArrivalResponse',
  'When a book ordered on a day arrives, and for a dated occasion the last day to order.',
  z.object({
    country: z.string().meta({ description: 'The destination, ISO 3166 alpha-2' }),
    format_type: z.enum(BOOK_FORMATS),
    ordered_on: IsoDate.meta({ description: 'The day of the order the dates are counted from' }),
    currency: CurrencyCode,
    shipping_region: z
      .object({ id: z.string(), name: z.string() })
      .optional()
      .meta({ description: 'The shipping region of a hardcover; absent for a digital book' }),
    shipping: Amount.meta({ description: 'Tracked shipping of one order; 0 for a digital book' }),
    earliest_arrival: IsoDate.meta({ description: 'The earliest day the book arrives (digital: can be downloaded)' }),
    latest_arrival: IsoDate.meta({ description: 'The latest day the book arrives (digital: can be downloaded)' }),
    occasion: z
      .object({
        slug: z.string(),
        name: z.string().meta({ examples: ['Christmas'] }),
        date: IsoDate.meta({ description: 'The coming date of the occasion (US date)' }),
        order_by: IsoDate.meta({ description: 'The last day to order for the book to arrive before the occasion' }),
        in_time: z.boolean().meta({ description: 'Whether an order on `ordered_on` arrives in time' }),
      })
      .optional()
      .meta({ description: 'Only for a dated occasion (Christmas, Mother’s Day, Father’s Day, Grandparents Day)' }),
  }),
);

export const BookPlanQuery = z.object({
  style: catalogChoice('art_styles', 'The art style, an id from /api/v1/art-styles'),
  occasion: occasion.optional(),
  format_type: formatType,
  gift_wrap: LaxBoolean.default(false).meta({ type: 'boolean', description: 'Add gift wrap (true/false)' }),
  country,
  scenes: catalogChoices('scenes', 'Comma-separated scene ids from /api/v1/scenes; left out, the buyer picks them on /create').optional(),
  ordered_on: orderedOn,
});

export const BookPlanResponse = resource(
  'BookPlanResponse',
  'A book planned from non-personal choices: its itemized and delivered price, its arrival and the link that opens it.',
  z.object({
    style: ArtStyle,
    occasion: z.object({ slug: z.string(), title: z.string() }).optional(),
    format_type: z.enum(BOOK_FORMATS),
    gift_wrap: z.boolean().meta({ description: 'Whether gift wrap is chosen' }),
    scenes: z.array(Scene).meta({ description: 'The chosen scenes, in the order given' }),
    price: PriceQuoteResponse,
    delivered_total: Amount.optional().meta({
      description: '`price.total` plus `arrival.shipping`; absent when the price list and shipping use different currencies',
    }),
    arrival: ArrivalResponse,
    create_url: AbsoluteUrl.meta({
      description: 'Opens /create with exactly these choices; the buyer adds names and looks there, privately, and orders',
    }),
  }),
);

export type ArrivalQuery = z.output<typeof ArrivalQuery>;
export type ArrivalResponse = z.input<typeof ArrivalResponse>;
export type BookPlanQuery = z.output<typeof BookPlanQuery>;
export type BookPlanResponse = z.input<typeof BookPlanResponse>;
