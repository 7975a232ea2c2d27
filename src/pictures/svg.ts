// SVG text helpers: numbers rounded to a tenth of a pixel (small files), and path data for point
// lists drawn straight (cut paper, furniture) or smooth (bodies, hair, clouds).
import type { Point } from './shapes.ts';

/** A coordinate as short text: one decimal at most. Built from integers, which V8 prints far faster than fractions. */
export function num(value: number): string {
  const tenths = Math.round(value * 10);
  const whole = Math.trunc(tenths / 10);
  const digit = Math.abs(tenths % 10);
  if (digit === 0) return `${whole}`;
  return `${tenths < 0 && whole === 0 ? '-' : ''}${whole}.${digit}`;
}
export const pair = ([x, y]: Point): string => `${num(x)} ${num(y)}`;

const middle = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/** Path data through the points: straight segments, or a smooth curve using them as controls. */
export function pathData(points: readonly Point[], closed: boolean, smooth: boolean): string {
  if (points.length < 2) return '';
  if (!smooth || points.length < 3) return `M${points.map(pair).join('L')}${closed ? 'Z' : ''}`;
  if (!closed) {
    let d = `M${pair(points[0])}`;
    for (let index = 1; index < points.length - 1; index++) {
      d += `Q${pair(points[index])} ${pair(index === points.length - 2 ? points[index + 1] : middle(points[index], points[index + 1]))}`;
    }
    return d;
  }
  const count = points.length;
  let d = `M${pair(middle(points[count - 1], points[0]))}`;
  for (let index = 0; index < count; index++) d += `Q${pair(points[index])} ${pair(middle(points[index], points[(index + 1) % count]))}`;
  return `${d}Z`;
}

export const attributes = (values: Record<string, string | number | undefined>): string =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? num(value) : value}"`)
    .join('');

/** A standalone SVG document of the given size. */
export const svgDocument = (width: number, height: number, content: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${content}</svg>`;
