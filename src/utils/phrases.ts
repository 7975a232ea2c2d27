// How store facts read on a page: day ranges, dates and amounts, worded the same everywhere.

/** "3 to 5 business days", "1 business day". */
export function businessDays({ min, max }: { min: number; max: number }): string {
  return `${min === max ? min : `${min} to ${max}`} business day${max === 1 ? '' : 's'}`;
}

/** A fixed amount from content (shipping), in that content's currency: "$5.99". */
export function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
}
