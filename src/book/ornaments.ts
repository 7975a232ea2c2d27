// The book's small drawn ornaments, as SVG path data in page coordinates.
import { num } from '../pictures/svg.ts';

/** A heart of width `size` centred on (x, y). */
export function heart(x: number, y: number, size: number): string {
  const s = size / 2;
  const p = (dx: number, dy: number) => `${num(x + dx * s)},${num(y + dy * s)}`;
  return `M${p(0, 0.9)}C${p(-0.6, 0.45)} ${p(-1, 0.1)} ${p(-1, -0.35)}C${p(-1, -0.8)} ${p(-0.45, -1)} ${p(0, -0.55)}C${p(0.45, -1)} ${p(1, -0.8)} ${p(1, -0.35)}C${p(1, 0.1)} ${p(0.6, 0.45)} ${p(0, 0.9)}Z`;
}

/** A gently curving rule of width `width` centred on (x, y), thicker in the middle as a pen draws it. */
export function swash(x: number, y: number, width: number): string {
  const h = width / 2;
  const p = (dx: number, dy: number) => `${num(x + dx)},${num(y + dy)}`;
  return `M${p(-h, 0)}Q${p(-h / 2, -3)} ${p(0, 0)}Q${p(h / 2, 3)} ${p(h, 0)}Q${p(h / 2, 4.5)} ${p(0, 0.8)}Q${p(-h / 2, -2)} ${p(-h, 0)}Z`;
}

/** A rectangle's outline as path data. */
export const frame = (x: number, y: number, width: number, height: number): string =>
  `M${num(x)},${num(y)}H${num(x + width)}V${num(y + height)}H${num(x)}Z`;
