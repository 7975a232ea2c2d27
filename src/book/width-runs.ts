// The fonts' advance widths as font-metrics.ts stores them: a run of consecutive code points is its
// first code point in base 36, a colon, then two base-64 digits per advance (font units, below 4,096);
// runs are separated by spaces. Packed so, the widths the MCP App's view carries are a sixth smaller
// than as lists of decimal numbers, and exactly the fonts' own.

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
const LIMIT = DIGITS.length ** 2;

/** Runs of [first code point, width, width…] packed into one string. */
export function packWidths(runs: readonly (readonly number[])[]): string {
  return runs
    .map(([first, ...widths]) => {
      const digits = widths.map((width) => {
        if (!Number.isInteger(width) || width < 0 || width >= LIMIT)
          throw new RangeError(`an advance of ${width} does not fit in two digits`);
        return DIGITS[Math.floor(width / DIGITS.length)] + DIGITS[width % DIGITS.length];
      });
      return `${first.toString(36)}:${digits.join('')}`;
    })
    .join(' ');
}

/** Each code point's advance, unpacked from `packWidths`' string. */
export function unpackWidths(packed: string): Map<number, number> {
  const widths = new Map<number, number>();
  for (const run of packed.split(' ')) {
    const [first, digits] = run.split(':');
    const start = Number.parseInt(first, 36);
    for (let index = 0; index < digits.length; index += 2) {
      widths.set(start + index / 2, DIGITS.indexOf(digits[index]) * DIGITS.length + DIGITS.indexOf(digits[index + 1]));
    }
  }
  return widths;
}
