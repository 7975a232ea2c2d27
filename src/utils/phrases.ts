// How store facts read on a page: day ranges, dates and amounts, worded the same everywhere.

/** "3 to 5 business days", "1 business day". */
export function businessDays({ min, max }: { min: number; max: number }): string {
  return `${min === max ? min : `${min} to ${max}`} business day${max === 1 ? '' : 's'}`;
}

/** Content dates are calendar days, parsed as UTC midnight. */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Friday, December 25, 2026" */
export const longDate = (date: Date) => LONG_DATE.format(date);
/** 2026-12-08, for <time datetime>. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A fixed amount from content (shipping), in that content's currency: "$5.99". */
export function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
}
