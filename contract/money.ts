// Amounts travel as JSON numbers but are computed in integer minor units (cents), so sums are exact.

export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** The amount in minor units, or undefined when it has more decimals than the currency allows. */
export function toMinor(amount: number, digits: number): number | undefined {
  const minor = Math.round(amount * 10 ** digits);
  return Number.isSafeInteger(minor) && minor / 10 ** digits === amount ? minor : undefined;
}

export function fromMinor(minor: number, digits: number): number {
  return minor / 10 ** digits;
}
