// Spec rule 4.3: total = base_price + gift_wrap - discount, computed in minor units.
import { fromMinor } from './money.ts';
import type { PriceList } from './price-list.ts';
import type { PriceQuoteResponse, QuoteQuery } from './schemas.ts';

/** Promotional and referral discounts apply only at checkout, so a public quote never has one. */
const PUBLIC_DISCOUNT = 0;

export function quote(prices: PriceList, { format_type, gift_wrap }: QuoteQuery): PriceQuoteResponse {
  const base = prices.minor(format_type);
  const wrap = gift_wrap ? prices.minor('gift-wrap') : 0;
  const amount = (minor: number) => fromMinor(minor, prices.digits);
  return {
    currency: prices.currency,
    base_price: amount(base),
    gift_wrap: amount(wrap),
    discount: amount(PUBLIC_DISCOUNT),
    total: amount(base + wrap - PUBLIC_DISCOUNT),
  };
}
