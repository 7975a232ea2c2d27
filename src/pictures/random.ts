// Seeded randomness: the same text always gives the same numbers, so the same family, scene and
// style always give the same bytes, on the server and in the browser.

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A number in [low, high). */
  between(low: number, high: number): number;
  /** A number in [-amount, amount). */
  jitter(amount: number): number;
}

/** FNV-1a: a 32-bit hash of the seed text. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** mulberry32: small, fast and good enough for wobbling lines. */
export function seeded(seed: string): Random {
  let state = hash(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (low, high) => low + (high - low) * next(),
    jitter: (amount) => (next() * 2 - 1) * amount,
  };
}

/** A short name made from the seed text, for ids that must not clash between pictures on one page. */
export const shortName = (seed: string): string => hash(seed).toString(36);
