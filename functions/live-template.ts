// Prebuilt text (pages, Markdown twins, llms.txt, sitemap) carries tokens for what is only known
// at request time: the public origin and live prices. They are filled in once per price list.
import { fromMinor } from './money.ts';
import { type PriceList, type ProductId, REQUIRED_PRODUCTS } from './pricing.ts';

/**
 * {{origin}}, {{currency}}, {{price:EXPR}} (formatted, e.g. "$51.98") and {{amount:EXPR}} (a plain
 * number, e.g. 51.98), where EXPR is a sum of product ids with optional counts: hardcover+2*gift-wrap.
 */
const TOKEN = /\{\{(origin|currency|(?:price|amount):[a-z0-9*+-]+)\}\}/g;

const TERM = /^(?:(\d+)\*)?([a-z0-9-]+)$/;

export function hasTokens(text: string): boolean {
  TOKEN.lastIndex = 0;
  return TOKEN.test(text);
}

/** Whether the text shows anything from the price list, or only the origin. */
export function needsPrices(text: string): boolean {
  return [...text.matchAll(TOKEN)].some(([, token]) => token !== 'origin');
}

/** The problems with a template's tokens: each product it names must be one every price list has. */
export function tokenProblems(text: string): string[] {
  const problems: string[] = [];
  for (const [, token] of text.matchAll(TOKEN)) {
    if (!token.includes(':')) continue;
    for (const term of token.slice(token.indexOf(':') + 1).split('+')) {
      const id = TERM.exec(term)?.[2];
      if (!(REQUIRED_PRODUCTS as readonly string[]).includes(id ?? '')) problems.push(`{{${token}}}: unknown product "${term}"`);
    }
  }
  return problems;
}

function sumMinor(expression: string, prices: PriceList): number {
  return expression.split('+').reduce((total, term) => {
    const [, count = '1', id] = TERM.exec(term) ?? [];
    return total + Number(count) * prices.minor(id as ProductId);
  }, 0);
}

export function renderTemplate(text: string, { origin, prices }: { origin: string; prices: PriceList }): string {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: prices.currency });
  return text.replace(TOKEN, (_, token: string) => {
    if (token === 'origin') return origin;
    if (token === 'currency') return prices.currency;
    const amount = fromMinor(sumMinor(token.slice(token.indexOf(':') + 1), prices), prices.digits);
    return token.startsWith('price:') ? money.format(amount) : String(amount);
  });
}
