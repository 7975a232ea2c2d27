// Live pricing: the pricing file is re-read whenever it changes on disk, validated, and served.
// An invalid edit never replaces the last valid price list.
import { type PriceList, PricingFile, priceListOf } from '../../contract/price-list.ts';
import { createLiveFile, type LiveFileOptions, parseJsonFile } from '../lib/live-file.ts';

export function parsePriceList(file: string, text: string, version: number): PriceList {
  return priceListOf(parseJsonFile(file, text, PricingFile), version);
}

export interface PricingSource {
  current(): PriceList;
}

export type PricingSourceOptions = Omit<LiveFileOptions<PriceList>, 'parse' | 'name'>;

/** The live price list: throws LiveFileError now if the file is missing or invalid. */
export function createPricingSource({ file, ...options }: PricingSourceOptions): PricingSource {
  return createLiveFile({ file, ...options, name: 'pricing', parse: (text, version) => parsePriceList(file, text, version) });
}
