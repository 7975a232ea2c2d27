// Live pricing: the pricing file is re-read whenever it changes on disk, validated, and served.
// An invalid edit never replaces the last valid price list.
import { readFileSync, statSync } from 'node:fs';
import type { z } from 'zod';
import { CurrencyCode, PricingResponse, type Product } from '../api/schemas.ts';
import type { Logger } from '../http/log.ts';
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

export class PricingFileError extends Error {
  /** The file could not be read at all (missing, a directory, no permission). */
  readonly unreadable: boolean;
  constructor(message: string, unreadable = false) {
    super(message);
    this.unreadable = unreadable;
  }
}

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
  const amounts = new Map(products.map((product) => [product.id, toMinor(product.price, digits)]));
  const minor = (id: ProductId) => {
    const amount = amounts.get(id);
    // PricingFile requires every ProductId with a valid amount, so this never happens.
    if (amount === undefined) throw new Error(`${file}: no valid price for "${id}"`);
    return amount;
  };
  return { version, currency, digits, products, minor };
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new PricingFileError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? error})`, true);
  }
}

export interface PricingSource {
  current(): PriceList;
}

/**
 * File times are only as fine as the kernel's clock tick, so a same-size rewrite within one tick
 * keeps the same stat; for this long after a change the content itself is compared.
 */
const RECENT_CHANGE_MS = 2000;

export interface PricingSourceOptions {
  file: string;
  log: Logger;
  now?: () => number;
  /** Called once per valid change taken into service, and once per refused change (for metrics). */
  onReload?: () => void;
  onReject?: () => void;
}

/**
 * Reads the file once now (throwing PricingFileError if it is missing or invalid). Then every
 * current() call stats it and re-reads it only when it changed, keeping the last valid prices
 * when the new content is invalid; each rejected change is logged once.
 */
export function createPricingSource({ file, log, now = Date.now, onReload, onReject }: PricingSourceOptions): PricingSource {
  const identify = () => {
    try {
      const stats = statSync(file);
      return { key: `${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`, changedAt: stats.ctimeMs };
    } catch (error) {
      return { key: `unreadable:${(error as NodeJS.ErrnoException).code}`, changedAt: 0 };
    }
  };
  let seen = identify().key;
  let text = readText(file);
  let prices = parsePriceList(file, text, 1);
  return {
    current() {
      const { key, changedAt } = identify();
      if (key === seen && now() - changedAt > RECENT_CHANGE_MS) return prices;
      const changed = key !== seen;
      seen = key;
      try {
        const latest = readText(file);
        if (latest === text) return prices;
        text = latest;
        prices = parsePriceList(file, latest, prices.version + 1);
        log.info('pricing reloaded', { file, currency: prices.currency });
        onReload?.();
      } catch (error) {
        // Content that failed once is remembered in `text`; an unreadable file only by its stat key.
        if (changed || !(error instanceof PricingFileError && error.unreadable)) {
          log.error('pricing file rejected; still serving the last valid prices', { problem: (error as Error).message });
          onReject?.();
        }
      }
      return prices;
    },
  };
}
