// Prebuilt text (pages, Markdown twins, llms.txt, the sitemap) carries tokens for what is only known
// at request time: the public origin, live prices, live API answers and dates counted from today.
// They are filled in once per price list (and per day for dates).
import type { DeliveryFacts } from '../../contract/arrival.ts';
import { DATE_TOKEN, dateTokenProblem, renderDateToken } from '../../contract/delivery-phrases.ts';
import { fromMinor } from '../../contract/money.ts';
import { type PriceList, type ProductId, REQUIRED_PRODUCTS } from '../../contract/price-list.ts';

/**
 * {{origin}}, {{content-signal}} (the Content-Signal value, e.g. in robots.txt), {{currency}}, {{price:EXPR}} (formatted, e.g. "$51.98"), {{amount:EXPR}} (a plain
 * number, e.g. 51.98), where EXPR is a sum of product ids with optional counts
 * (hardcover+2*gift-wrap), and {{api:OPERATION}}: the live answer to that operation's example
 * request, as indented JSON; and the date tokens of contract/delivery-phrases.ts.
 */
const TOKEN = new RegExp(`\\{\\{(origin|content-signal|currency|(?:price|amount):[a-z0-9*+-]+|api:[a-zA-Z]+|${DATE_TOKEN})\\}\\}`, 'g');
const DATED = new RegExp(`^${DATE_TOKEN}$`);

const TERM = /^(?:(\d+)\*)?([a-z0-9-]+)$/;

export interface TemplateContext {
  origin: string;
  contentSignal: string;
  prices: PriceList;
  /** The live answer to an operation's example request. */
  example: (operationId: string) => unknown;
  /** HTML escapes what it shows; Markdown and plain text take it as it is. */
  html: boolean;
  /** What date tokens are counted from: the store's delivery facts and today (YYYY-MM-DD, UTC). */
  dates?: { delivery: DeliveryFacts; today: string };
}

export function hasTokens(text: string): boolean {
  TOKEN.lastIndex = 0;
  return TOKEN.test(text);
}

/** Tokens fixed for the life of the process (read from the environment at start-up). */
const DEPLOYMENT_TOKENS = new Set(['origin', 'content-signal']);

/** Whether the text shows dates counted from today, and so changes with the day. */
export function needsDay(text: string): boolean {
  return [...text.matchAll(TOKEN)].some(([, token]) => DATED.test(token));
}

/** Whether the text shows anything from the price list, or only what the environment sets. */
export function needsPrices(text: string): boolean {
  return [...text.matchAll(TOKEN)].some(([, token]) => !DEPLOYMENT_TOKENS.has(token));
}

const isProduct = (id: string): id is ProductId => (REQUIRED_PRODUCTS as readonly string[]).includes(id);

/** The problems with a template's tokens: products every price list has, operations and dated occasions that exist. */
export function tokenProblems(text: string, operations: readonly string[], delivery?: DeliveryFacts): string[] {
  const problems: string[] = [];
  for (const [, token] of text.matchAll(TOKEN)) {
    if (DATED.test(token)) {
      const problem = delivery && dateTokenProblem(token, delivery);
      if (problem !== undefined) problems.push(problem);
      continue;
    }
    const [kind, argument = ''] = token.split(':');
    if (kind === 'api') {
      if (!operations.includes(argument)) problems.push(`{{${token}}}: unknown operation "${argument}"`);
      continue;
    }
    for (const term of kind === 'price' || kind === 'amount' ? argument.split('+') : []) {
      if (!isProduct(TERM.exec(term)?.[2] ?? '')) problems.push(`{{${token}}}: unknown product "${term}"`);
    }
  }
  return problems;
}

function sumMinor(expression: string, prices: PriceList): number {
  return expression.split('+').reduce((total, term) => {
    const [, count = '1', id = ''] = TERM.exec(term) ?? [];
    return isProduct(id) ? total + Number(count) * prices.minor(id) : total;
  }, 0);
}

export const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export function renderTemplate(text: string, { origin, contentSignal, prices, example, html, dates }: TemplateContext): string {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: prices.currency });
  return text.replace(TOKEN, (_, token: string) => {
    if (DATED.test(token)) {
      if (dates === undefined) throw new Error(`{{${token}}} needs the delivery facts and today`);
      return renderDateToken(token, dates.delivery, dates.today);
    }
    if (token === 'origin') return origin;
    if (token === 'content-signal') return contentSignal;
    if (token === 'currency') return prices.currency;
    const [kind, argument] = token.split(':');
    if (kind === 'api') {
      const json = JSON.stringify(example(argument), null, 2);
      return html ? escapeHtml(json) : json;
    }
    const amount = fromMinor(sumMinor(argument, prices), prices.digits);
    return kind === 'price' ? money.format(amount) : String(amount);
  });
}
