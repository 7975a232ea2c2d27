// What the book costs delivered and when it arrives: the total of book, gift wrap and shipping to
// the chosen country, and the arrival dates (and, for a dated occasion, the last day to order),
// counted from today in the buyer's own calendar with the store's facts (contract/arrival.ts).
import { type Arrival, arrivalFor } from '../../../contract/arrival.ts';
import type { BuilderFacts } from './facts.ts';
import type { Draft } from './plan.ts';

// Dates and money are written by hand, in the en-US forms the server's Intl writes: the first Intl
// object a page makes starts ICU, which costs tens of milliseconds of main thread as /create opens
// on a phone.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** 2026-11-24 → "Tuesday, November 24". */
export function day(date: string): string {
  const when = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[when.getUTCDay()]}, ${MONTHS[when.getUTCMonth()]} ${when.getUTCDate()}`;
}

/**
 * Money written as the server wrote one price ("$44.99", "CHF 44.99", "¥4,499"): the same symbol and
 * places, with en-US grouping.
 */
export function moneyFormat(example: string): { digits: number; format: (amount: number) => string } {
  const number = /\d[\d,]*(?:\.(\d+))?/.exec(example);
  const [before, after] = number ? [example.slice(0, number.index), example.slice(number.index + number[0].length)] : ['', ''];
  const digits = number?.[1]?.length ?? 0;
  const format = (amount: number) => {
    const [whole, fraction] = amount.toFixed(digits).split('.');
    return `${before}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction === undefined ? '' : `.${fraction}`}${after}`;
  };
  return { digits, format };
}

/** Today as the buyer's calendar says, YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function priceLines(facts: BuilderFacts, draft: Draft) {
  const money = moneyFormat(facts.priceExample);
  const { digits } = money;
  const region =
    draft.format === 'hardcover' ? facts.delivery.shipping.regions.find((r) => r.countries.includes(draft.country)) : undefined;
  const lines: [string, number][] = [[draft.format === 'hardcover' ? 'Hardcover book' : 'Digital book', facts.prices[draft.format]]];
  if (draft.giftWrap) lines.push(['Gift wrap', facts.prices['gift-wrap']]);
  if (region) lines.push([`Shipping to ${facts.countries[draft.country]}`, region.cost]);
  // Summed in minor units, as the API's quote does, so 44.99 + 6.99 is 51.98 and not 51.980000000000004.
  const total = lines.reduce((sum, [, amount]) => sum + Math.round(amount * 10 ** digits), 0) / 10 ** digits;
  return { total: money.format(total), detail: lines.map(([what, amount]) => `${what} ${money.format(amount)}`).join(' + ') };
}

export function arrivalText(facts: BuilderFacts, draft: Draft, today: string): string {
  const where = facts.countries[draft.country] ?? draft.country;
  const query = { country: draft.country, occasion: draft.occasion, today };
  const arrival: Arrival = arrivalFor(facts.delivery, { ...query, format: draft.format });
  const when =
    draft.format === 'hardcover'
      ? `Ordered today, it arrives in ${where} between ${day(arrival.earliest)} and ${day(arrival.latest)}.`
      : `Ordered today, it is ready to download between ${day(arrival.earliest)} and ${day(arrival.latest)}.`;
  const occasion = arrival.occasion;
  if (occasion === undefined) return when;
  const delivery = draft.format === 'hardcover' ? `${occasion.name} delivery to ${where}` : `a digital book in time for ${occasion.name}`;
  if (occasion.orderBy > today) return `Last day to order for ${delivery}: ${day(occasion.orderBy)}. ${when}`;
  if (occasion.orderBy === today) return `Today is the last day to order for ${delivery}. ${when}`;
  if (draft.format === 'hardcover') {
    const digital = arrivalFor(facts.delivery, { ...query, format: 'digital' }).occasion;
    if (digital?.possible) {
      return `Too late for a hardcover to reach ${where} by ${occasion.name}, but a digital book still arrives in time if you order by ${day(digital.orderBy)}. ${when}`;
    }
  }
  return `Too late for ${occasion.name} (${day(occasion.date)}) this time. ${when}`;
}
