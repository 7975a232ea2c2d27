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

const span = ({ min, max }: { min: number; max: number }) => (min === max ? `${min}` : `${min} to ${max}`);

/**
 * One sentence per case, its promise and its dates agreeing: the arrival range, and for a dated
 * occasion whether it is in time. A digital book's dates count the preview we send and the buyer
 * approves before anything is made, so the sentence says so.
 */
export function arrivalText(facts: BuilderFacts, draft: Draft, today: string): string {
  const where = facts.countries[draft.country] ?? draft.country;
  const query = { country: draft.country, occasion: draft.occasion, today };
  const arrival: Arrival = arrivalFor(facts.delivery, { ...query, format: draft.format });
  const hardcover = draft.format === 'hardcover';
  const range = `between ${day(arrival.earliest)} and ${day(arrival.latest)}`;
  const when = hardcover ? `ordered today, it arrives in ${where} ${range}` : `ordered today, your PDF is ready to download ${range}`;
  const why = hardcover
    ? ''
    : ` Those days include your preview: we send it within ${span(facts.delivery.previewDays)} business days, and make the PDF within ${span(
        facts.delivery.makingDays.digital,
      )} once you approve it.`;
  const occasion = arrival.occasion;
  const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.${why}`;
  if (occasion === undefined) return sentence(when);
  const delivery = hardcover ? `${occasion.name} delivery to ${where}` : `a digital book in time for ${occasion.name}`;
  if (occasion.orderBy > today) return sentence(`order by ${day(occasion.orderBy)} for ${delivery}: ${when}`);
  if (occasion.orderBy === today) return sentence(`today is the last day to order for ${delivery}: ${when}`);
  const digital = hardcover ? arrivalFor(facts.delivery, { ...query, format: 'digital' }).occasion : undefined;
  if (digital?.possible) {
    return sentence(
      `too late to be sure of a hardcover in ${where} by ${occasion.name}: ${when}. A digital book is ready in time if you order by ${day(digital.orderBy)}`,
    );
  }
  return sentence(`too late to be sure of it by ${occasion.name} (${day(occasion.date)}): ${when}`);
}
