// A box of colours an artist picks from (crayons, sheets of paper): for any colour the scene asks
// for, the one in the box nearest to it that is as coloured as it is, so a dark green lawn at night
// is taken from the dark green, never from the grey.

const channels = (hex: string): number[] => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
/** How coloured (not grey) a colour is: the spread of its channels, 0–255. */
const chroma = (rgb: readonly number[]) => Math.max(...rgb) - Math.min(...rgb);

/** The picker for a box: each colour asked for is answered once and remembered. */
export function box(colours: readonly string[]): (colour: string) => string {
  const inBox = colours.map((colour) => ({ colour, rgb: channels(colour), chroma: chroma(channels(colour)) }));
  const picked = new Map<string, string>();
  return (colour) => {
    const known = picked.get(colour);
    if (known !== undefined) return known;
    const want = channels(colour);
    const vivid = chroma(want);
    let [best, distance] = [colour, Number.POSITIVE_INFINITY];
    for (const item of inBox) {
      const [r, g, b] = item.rgb;
      const d = (want[0] - r) ** 2 * 0.3 + (want[1] - g) ** 2 * 0.59 + (want[2] - b) ** 2 * 0.11 + (vivid - item.chroma) ** 2 * 0.5;
      if (d < distance) [best, distance] = [item.colour, d];
    }
    picked.set(colour, best);
    return best;
  };
}
