// When a book arrives and the last day to order it for a dated occasion, from the store's facts
// (content/store.yaml). Pure date arithmetic on YYYY-MM-DD strings in UTC, with no Node API and no
// dependency: the server, the build and the browser run this same code, so every date agrees.

/**
 * A calendar day every year ({ month: 12, day: 25 }) or the nth weekday of a month (weekday 0 =
 * Sunday), `offset` days later for a day that follows another (the Sunday after Labor Day).
 */
export type DateRule = { month: number; day: number } | { month: number; weekday: number; nth: number; offset?: number };

/** A range of business days (Monday to Friday), e.g. 3 to 5. */
type Days = { min: number; max: number };

/** The store's delivery promises (content/store.yaml); the catalog carries them to the server. */
export interface DeliveryFacts {
  previewDays: Days;
  makingDays: { hardcover: Days; digital: Days };
  shipping: { currency: string; regions: { id: string; name: string; countries: string[]; cost: number; days: Days }[] };
  deadlines: { occasion: string; name: string; rule: DateRule }[];
}

export type BookFormat = 'hardcover' | 'digital';

export interface ArrivalQuery {
  country: string;
  format: BookFormat;
  occasion?: string;
  /** YYYY-MM-DD (UTC): the day the order would be placed. */
  today: string;
}

export interface Arrival {
  /** Where a hardcover ships to; a digital book has none. */
  region?: { id: string; name: string; cost: number };
  /** The first and last day the book arrives (or can be downloaded) if ordered today. */
  earliest: string;
  latest: string;
  /** For a dated occasion: its coming date, the last day to order and whether today is still in time. */
  occasion?: { id: string; name: string; date: string; orderBy: string; possible: boolean };
}

const DAY_MS = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);
const isWeekend = (time: number) => new Date(time).getUTCDay() % 6 === 0;

/** The day a rule falls on in a year (a fifth weekday the month lacks is its last such weekday). */
function occurrence(rule: DateRule, year: number): string {
  if ('day' in rule) return toDate(Date.UTC(year, rule.month - 1, rule.day));
  const firstWeekday = new Date(Date.UTC(year, rule.month - 1, 1)).getUTCDay();
  let day = 1 + ((rule.weekday - firstWeekday + 7) % 7) + 7 * (rule.nth - 1);
  while (new Date(Date.UTC(year, rule.month - 1, day)).getUTCMonth() !== rule.month - 1) day -= 7;
  return toDate(Date.UTC(year, rule.month - 1, day + (rule.offset ?? 0)));
}

/** The coming occurrence of a rule: today when it falls today, else the first one after. */
export function nextOccurrence(rule: DateRule, today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = occurrence(rule, year);
  return thisYear >= today ? thisYear : occurrence(rule, year + 1);
}

/** The business day `days` business days after `date` (a weekend date counts from the next Monday). */
export function addBusinessDays(date: string, days: number): string {
  let time = toTime(date);
  for (let left = days; left > 0; ) {
    time += DAY_MS;
    if (!isWeekend(time)) left -= 1;
  }
  return toDate(time);
}

/** The business days from an order to the book in hand: preview, making and (hardcover) shipping. */
function leadTime(facts: DeliveryFacts, format: BookFormat, shippingDays?: Days): Days {
  const making = facts.makingDays[format];
  const shipping = shippingDays ?? { min: 0, max: 0 };
  return {
    min: facts.previewDays.min + making.min + shipping.min,
    max: facts.previewDays.max + making.max + shipping.max,
  };
}

/** The last day an order placed then still arrives, at the latest, the day before `date`. */
function lastOrderDay(date: string, businessDays: number): string {
  let time = toTime(date) - DAY_MS;
  while (addBusinessDays(toDate(time), businessDays) >= date) time -= DAY_MS;
  return toDate(time);
}

/** The region that ships to a country (ISO 3166 alpha-2), if any. */
export function regionOf(facts: DeliveryFacts, country: string) {
  return facts.shipping.regions.find((region) => region.countries.includes(country));
}

/** Every country a hardcover ships to, in the order store.yaml lists them. */
export function shippingCountries(facts: DeliveryFacts): string[] {
  return facts.shipping.regions.flatMap((region) => region.countries);
}

export function arrivalFor(facts: DeliveryFacts, { country, format, occasion, today }: ArrivalQuery): Arrival {
  const region = format === 'hardcover' ? regionOf(facts, country) : undefined;
  if (format === 'hardcover' && region === undefined) throw new RangeError(`no shipping region serves "${country}"`);
  const days = leadTime(facts, format, region?.days);
  const arrival: Arrival = {
    ...(region && { region: { id: region.id, name: region.name, cost: region.cost } }),
    earliest: addBusinessDays(today, days.min),
    latest: addBusinessDays(today, days.max),
  };
  const deadline = facts.deadlines.find((entry) => entry.occasion === occasion);
  if (deadline === undefined) return arrival;
  const date = nextOccurrence(deadline.rule, today);
  const orderBy = lastOrderDay(date, days.max);
  return { ...arrival, occasion: { id: deadline.occasion, name: deadline.name, date, orderBy, possible: today <= orderBy } };
}
