// A box of colours an artist picks from (crayons, sheets of paper): for any colour the scene asks
// for, the one in the box that looks nearest to it, measured in OKLab (a space where equal steps look
// equal) with hue and chroma counted double, so a navy night stays blue and a dark lawn stays green
// rather than turning brown or grey.

type Lab = [number, number, number];

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** OKLab (Björn Ottosson's matrices) of a #rrggbb colour. */
function oklab(hex: string): Lab {
  const [r, g, b] = [1, 3, 5].map((at) => linear(Number.parseInt(hex.slice(at, at + 2), 16)));
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

/** The picker for a box: each colour asked for is answered once and remembered. */
export function box(colours: readonly string[]): (colour: string) => string {
  const inBox = colours.map((colour) => ({ colour, lab: oklab(colour) }));
  const picked = new Map<string, string>();
  return (colour) => {
    const known = picked.get(colour);
    if (known !== undefined) return known;
    const [l, a, b] = oklab(colour);
    let [best, distance] = [colour, Number.POSITIVE_INFINITY];
    for (const item of inBox) {
      const d = (l - item.lab[0]) ** 2 + 4 * ((a - item.lab[1]) ** 2 + (b - item.lab[2]) ** 2);
      if (d < distance) [best, distance] = [item.colour, d];
    }
    picked.set(colour, best);
    return best;
  };
}
