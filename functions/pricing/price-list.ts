// Live pricing: the pricing file is re-read whenever it changes on disk, validated, and served.
// An invalid edit never replaces the last valid price list.
import { CurrencyCode, PricingResponse, type Product } from '../api/schemas.ts';
import { createLiveFile, type LiveFileOptions, parseJsonFile } from '../live-file.ts';
import { minorDigits, toMinor } from './money.ts';

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

const PricingFile = PricingResponse.superRefine((pricing, ctx) => {
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

export function parsePriceList(file: string, text: string, version: number): PriceList {
  const { currency, products } = parseJsonFile(file, text, PricingFile);
  const digits = minorDigits(currency);
  const amounts = new Map(products.map((product) => [product.id, toMinor(product.price, digits)]));
  const minor = (id: ProductId) => {
    const amount = amounts.get(id);
    // PricingFile requires every ProductId with a valid amount, so this never happens.
    if (amount === undefined) throw new Error(`${file}: no valid price for "${id}"`);
    return amount;
  };
  return { version, currency, digits, products, minor };
}

export interface PricingSource {
  current(): PriceList;
}

export type PricingSourceOptions = Omit<LiveFileOptions<PriceList>, 'parse' | 'name'>;

/** The live price list: throws LiveFileError now if the file is missing or invalid. */
export function createPricingSource({ file, ...options }: PricingSourceOptions): PricingSource {
  return createLiveFile({ file, ...options, name: 'pricing', parse: (text, version) => parsePriceList(file, text, version) });
}
