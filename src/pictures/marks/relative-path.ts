// Short path data for outlines of many points (a wash's ragged edge, a brush stroke): each point as
// a small relative move from the one before, rounded to whole pixels or tenths, straight or as a
// smooth curve through the midpoints (each point a control, as svg.ts draws smooth shapes). Moves
// are taken between rounded positions, so rounding never drifts and the outline ends where it began.
// Written with integer arithmetic only: it runs for every mark of a picture drawn in the browser.
import type { Point } from '../shapes.ts';

/** An integer count of units (pixels, or tenths) as SVG text. */
function text(value: number, tenths: boolean): string {
  if (!tenths || value % 10 === 0) return `${tenths ? value / 10 : value}`;
  const whole = Math.trunc(value / 10);
  return `${value < 0 && whole === 0 ? '-' : ''}${whole}.${Math.abs(value % 10)}`;
}

/** Numbers one after another: a space only where a minus sign does not already separate them. */
function after(d: string, value: number, tenths: boolean, first: boolean): string {
  const written = text(value, tenths);
  return first || value < 0 ? d + written : `${d} ${written}`;
}

/** `tenths` keeps one decimal (small marks); otherwise whole pixels. */
export function relativePath(points: readonly Point[], closed: boolean, tenths = false, smooth = false): string {
  const count = points.length;
  if (count < 2) return '';
  const scale = tenths ? 10 : 1;
  const xs = points.map(([x]) => Math.round(x * scale));
  const ys = points.map(([, y]) => Math.round(y * scale));
  if (!smooth || count < 3) {
    let d = after(after('M', xs[0], tenths, true), ys[0], tenths, false);
    d += 'l';
    for (let index = 1; index < count; index++) {
      d = after(d, xs[index] - xs[index - 1], tenths, index === 1);
      d = after(d, ys[index] - ys[index - 1], tenths, false);
    }
    return closed ? `${d}z` : d;
  }
  // Smooth: from the middle of each edge to the next, pulled toward the point between them.
  const middle = (values: number[], index: number) => Math.round((values[index] + values[(index + 1) % count]) / 2);
  const segments = closed ? count : count - 2;
  let [cx, cy] = closed ? [middle(xs, count - 1), middle(ys, count - 1)] : [xs[0], ys[0]];
  let d = after(after('M', cx, tenths, true), cy, tenths, false);
  d += 'q';
  for (let index = 0; index < segments; index++) {
    const control = closed ? index : index + 1;
    const last = !closed && index === segments - 1;
    const [ex, ey] = closed
      ? [middle(xs, index), middle(ys, index)]
      : last
        ? [xs[count - 1], ys[count - 1]]
        : [middle(xs, index + 1), middle(ys, index + 1)];
    d = after(d, xs[control] - cx, tenths, index === 0);
    d = after(d, ys[control] - cy, tenths, false);
    d = after(d, ex - cx, tenths, false);
    d = after(d, ey - cy, tenths, false);
    [cx, cy] = [ex, ey];
  }
  return closed ? `${d}z` : d;
}
