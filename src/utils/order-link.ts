// Every "Create your book" link: to the store's order flow (ORDER_URL) when the build has one,
// else to /create, which plans the book without placing the order. The visitor's context travels
// as the query, with the API's ids, in the order the /create form sends its fields.
import { ORDER_URL } from './site.ts';

export const FORMATS = ['hardcover', 'digital'] as const;
export type Format = (typeof FORMATS)[number];

export interface OrderChoice {
  format?: Format;
  giftWrap?: boolean;
  /** An art style id. */
  style?: string;
  /** An occasion slug. */
  occasion?: string;
}

const PLANNER_PATH = '/create';
/** Where the /create form sends the choice. */
export const ORDER_TARGET = ORDER_URL ?? PLANNER_PATH;

export function orderHref({ format, giftWrap, style, occasion }: OrderChoice = {}): string {
  const query = new URLSearchParams();
  if (format) query.set('format', format);
  if (giftWrap) query.set('gift_wrap', 'true');
  if (style) query.set('style', style);
  if (occasion) query.set('occasion', occasion);
  return query.size > 0 ? `${ORDER_TARGET}?${query}` : ORDER_TARGET;
}
