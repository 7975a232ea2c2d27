// Live pricing: the pricing file is re-read whenever it changes on disk, validated, and served.
// An invalid edit never replaces the last valid price list.
import { readFileSync, statSync } from 'node:fs';
import { z } from 'zod';
import type { Logger } from './log.ts';
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
  readonly products: readonly Product[];
  minor(id: ProductId): number;
}

export class PricingFileError extends Error {}

function describeIssues(error: z.ZodError): string {
  const where = (path: PropertyKey[]) =>
    path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`)).join('');
  return error.issues.map((issue) => `${where(issue.path) || '(file)'}: ${issue.message}`).join('; ');
}

export function parsePriceList(file: string, text: string, version: number): PriceList {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new PricingFileError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const result = PricingFile.safeParse(json);
  if (!result.success) throw new PricingFileError(`${file}: ${describeIssues(result.error)}`);
  const { currency, products } = result.data;
  const digits = minorDigits(currency);
  const minor = new Map(products.map((product) => [product.id, toMinor(product.price, digits) as number]));
  return { version, currency, digits, products, minor: (id) => minor.get(id) as number };
}

function readPriceList(file: string, version: number): PriceList {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new PricingFileError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? error})`);
  }
  return parsePriceList(file, text, version);
}

export interface PricingSource {
  current(): PriceList;
}

/**
 * Reads the file once now (throwing PricingFileError if it is missing or invalid), then on each
 * current() call stats it and re-reads it only when its identity (inode, size, times) changed.
 */
export function createPricingSource({ file, log }: { file: string; log: Logger }): PricingSource {
  const identify = () => {
    const stats = statSync(file, { bigint: true });
    return `${stats.ino}:${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}`;
  };
  let seen = identify();
  let prices = readPriceList(file, 1);
  return {
    current() {
      let identity: string;
      try {
        identity = identify();
      } catch (error) {
        identity = `unreadable:${(error as NodeJS.ErrnoException).code}`;
      }
      if (identity === seen) return prices;
      seen = identity;
      try {
        prices = readPriceList(file, prices.version + 1);
        log.info('pricing reloaded', { file, currency: prices.currency });
      } catch (error) {
        // Logged once per change: the same broken file is not re-read until it changes again.
        log.error('pricing file rejected; still serving the last valid prices', { problem: (error as Error).message });
      }
      return prices;
    },
  };
}
