// Dates a page shows must be current on the day it is READ, but pages are built once: the build
// writes tokens ({{order-by:christmas:hardcover:us}}) and the server fills them in per day, with
// contract/arrival.ts. The tokens' grammar and wording live here, shared by both sides.
import { arrivalFor, type BookFormat, type DeliveryFacts, nextOccurrence } from './arrival.ts';

const LONG_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Friday, December 25, 2026" for 2026-12-25. */
export const longDate = (date: string) => LONG_DATE.format(new Date(`${date}T00:00:00Z`));

/** What a page writes where a date goes; a hardcover's dates depend on its shipping region. */
export const dateTokens = {
  /** The coming date of a dated occasion. */
  occasionDate: (occasion: string) => `{{occasion-date:${occasion}}}`,
  /** The last day to order for an occasion, or that it is today or past (and what is still possible). */
  orderBy: (occasion: string, format: BookFormat, region?: string) =>
    `{{order-by:${[occasion, format, region].filter(Boolean).join(':')}}}`,
  /** The first and last day of arrival for an order placed today. */
  arrives: (format: BookFormat, region?: string) => `{{arrives:${[format, region].filter(Boolean).join(':')}}}`,
};

/** The pattern of the tokens above, for the server's template. */
export const DATE_TOKEN = '(?:occasion-date|order-by|arrives):[a-z0-9:-]+';

type Parsed =
  | { kind: 'occasion-date'; occasion: string }
  | { kind: 'order-by'; occasion: string; format: BookFormat; region?: string }
  | { kind: 'arrives'; format: BookFormat; region?: string };

const isFormat = (value: string | undefined): value is BookFormat => value === 'hardcover' || value === 'digital';

function parse(token: string): Parsed | undefined {
  const [kind, ...args] = token.split(':');
  if (kind === 'occasion-date' && args.length === 1) return { kind, occasion: args[0] };
  if (kind === 'order-by' && isFormat(args[1]) && args.length <= 3) return { kind, occasion: args[0], format: args[1], region: args[2] };
  if (kind === 'arrives' && isFormat(args[0]) && args.length <= 2) return { kind, format: args[0], region: args[1] };
  return undefined;
}

/** What is wrong with a date token (an unknown occasion or region, a hardcover without a region), if anything. */
export function dateTokenProblem(token: string, facts: DeliveryFacts): string | undefined {
  const parsed = parse(token);
  if (parsed === undefined) return `{{${token}}}: not a date token`;
  if (parsed.kind !== 'arrives' && !facts.deadlines.some((deadline) => deadline.occasion === parsed.occasion)) {
    return `{{${token}}}: "${parsed.occasion}" is not a dated occasion`;
  }
  if (parsed.kind === 'occasion-date') return undefined;
  const region = facts.shipping.regions.find((entry) => entry.id === parsed.region);
  if ((parsed.format === 'hardcover') !== (region !== undefined))
    return `{{${token}}}: a hardcover, and only a hardcover, names its shipping region`;
  return undefined;
}

/** The words a date token stands for on `today`. */
export function renderDateToken(token: string, facts: DeliveryFacts, today: string): string {
  const parsed = parse(token);
  if (parsed === undefined) throw new Error(`{{${token}}}: not a date token`);
  const country =
    facts.shipping.regions.find((region) => region.id === (parsed.kind === 'occasion-date' ? '' : parsed.region))?.countries[0] ?? '';
  if (parsed.kind === 'occasion-date') {
    const deadline = facts.deadlines.find((entry) => entry.occasion === parsed.occasion);
    if (deadline === undefined) throw new Error(`{{${token}}}: not a dated occasion`);
    return longDate(nextOccurrence(deadline.rule, today));
  }
  if (parsed.kind === 'arrives') {
    const { earliest, latest } = arrivalFor(facts, { country, format: parsed.format, today });
    return `${longDate(earliest)} to ${longDate(latest)}`;
  }
  const dates = arrivalFor(facts, { country, format: parsed.format, occasion: parsed.occasion, today }).occasion;
  if (dates === undefined) throw new Error(`{{${token}}}: not a dated occasion`);
  if (today < dates.orderBy) return longDate(dates.orderBy);
  if (today === dates.orderBy) return `today, ${longDate(dates.orderBy)}, is the last day`;
  const digital = arrivalFor(facts, { country, format: 'digital', occasion: parsed.occasion, today }).occasion;
  if (parsed.format === 'hardcover' && digital?.possible) {
    return `too late for a hardcover (the last day was ${longDate(dates.orderBy)}); a digital book still arrives in time`;
  }
  return `too late for ${dates.name} ${dates.date.slice(0, 4)} (the last day was ${longDate(dates.orderBy)})`;
}
