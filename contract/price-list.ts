// The price list's contract: what a pricing file must hold and the value the API, the site and the
// quote compute from. Reading and following the file is the server's (functions/pricing/).
import { minorDigits, toMinor } from './money.ts';
import { CurrencyCode, PricingResponse, type Product } from './schemas.ts';

/** Every product the site, the quote and the spec's price list rely on. */
export const REQUIRED_PRODUCTS = [
  'hardcover',
  'digital',
  'gift-wrap',
  'additional-hardcover-copy',
  'grandchild-book-hardcover',
  'grandchild-book-digital',
] as const;
export type ProductId = (typeof REQUIRED_PRODUCTS)[number];

export const PricingFile = PricingResponse.superRefine((pricing, ctx) => {
  const ids = pricing.products.map((product) => product.id);
  for (const id of REQUIRED_PRODUCTS) {
    if (!ids.includes(id)) ctx.addIssue({ code: 'custom', path: ['products'], message: `product "${id}" is missing` });
  }
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index) ctx.addIssue({ code: 'custom', path: ['products', index, 'id'], message: `duplicate id "${id}"` });
  });
  if (!CurrencyCode.safeParse(pricing.currency).success) return;
  const digits = minorDigits(pricing.currency);
  pricing.products.forEach((product, index) => {
    if (toMinor(product.price, digits) === undefined) {
      const message = `price ${product.price} has more than ${digits} decimals for ${pricing.currency}`;
      ctx.addIssue({ code: 'custom', path: ['products', index, 'price'], message });
    }
  });
});

export interface PriceList {
  /** Increments with every valid change, so callers can cache what they derive from it. */
  readonly version: number;
  readonly currency: string;
  readonly digits: number;
  readonly products: Product[];
  minor(id: ProductId): number;
}

/** The price list of a pricing file that PricingFile accepted. */
export function priceListOf({ currency, products }: PricingResponse, version: number): PriceList {
  const digits = minorDigits(currency);
  const amounts = new Map(products.map((product) => [product.id, toMinor(product.price, digits)]));
  const minor = (id: ProductId) => {
    const amount = amounts.get(id);
    // PricingFile requires every ProductId with a valid amount, so this never happens.
    if (amount === undefined) throw new Error(`no valid price for "${id}"`);
    return amount;
  };
  return { version, currency, digits, products, minor };
}
