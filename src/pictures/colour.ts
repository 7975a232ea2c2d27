// Colour arithmetic on #rrggbb: mixing, shading, and the HSL shifts a style uses to move a
// colour into its own palette (muted ink washes, earthy gouache, saturated cartoon).

type Rgb = [number, number, number];

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;
const hexOf = (rgb: readonly number[]): string =>
  `#${rgb
    .map((value) =>
      Math.round(Math.min(255, Math.max(0, value)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `amount` of the way from one colour to another. */
export function mix(from: string, to: string, amount: number): string {
  const [a, b] = [rgbOf(from), rgbOf(to)];
  return hexOf(a.map((value, index) => value + (b[index] - value) * amount));
}

export const darker = (colour: string, amount: number): string => mix(colour, '#000000', amount);
export const lighter = (colour: string, amount: number): string => mix(colour, '#ffffff', amount);

/** Perceived lightness, 0 (black) to 1 (white). */
export function lightness(colour: string): number {
  const [r, g, b] = rgbOf(colour);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Whether blue outweighs red and green in a colour: water, and the pigments (ultramarine) that granulate. */
export function bluish(colour: string): boolean {
  const [r, g, b] = rgbOf(colour);
  return b > r && b > g;
}

/** How far a colour is from grey: 0 for a grey, up to 1 for a pure hue. */
export function chroma(colour: string): number {
  const rgb = rgbOf(colour);
  return (Math.max(...rgb) - Math.min(...rgb)) / 255;
}

/** Saturation scaled around the colour's own grey: >1 more vivid, <1 more muted. */
export function saturate(colour: string, factor: number): string {
  const rgb = rgbOf(colour);
  const grey = rgb.reduce((sum, value) => sum + value, 0) / 3;
  return hexOf(rgb.map((value) => grey + (value - grey) * factor));
}

/** How far apart two colours look, 0 to 255, weighing each channel as the eye does. */
export function colourDistance(one: string, other: string): number {
  const [a, b] = [rgbOf(one), rgbOf(other)];
  return Math.sqrt((a[0] - b[0]) ** 2 * 0.3 + (a[1] - b[1]) ** 2 * 0.59 + (a[2] - b[2]) ** 2 * 0.11);
}

/** The nearest colour of a fixed set, as a paper-cut artist picks from a few sheets. */
export function nearest(colour: string, choices: readonly string[]): string {
  let best = choices[0];
  let distance = Number.POSITIVE_INFINITY;
  for (const choice of choices) {
    const d = colourDistance(colour, choice);
    if (d < distance) [best, distance] = [choice, d];
  }
  return best;
}

/**
 * The first of the choices that stands at least `apart` from every one of the others (a chair's cover from
 * the clothes of whoever sits in it), else the one that stands furthest from the nearest of them.
 */
export function apartFrom(choices: readonly string[], others: readonly string[], apart: number): string {
  const gap = (choice: string) => Math.min(...others.map((other) => colourDistance(choice, other)));
  return choices.find((choice) => gap(choice) >= apart) ?? choices.reduce((best, choice) => (gap(choice) > gap(best) ? choice : best));
}
