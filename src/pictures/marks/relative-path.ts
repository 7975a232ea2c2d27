// Short path data for outlines of many points (a wash's ragged edge, a brush stroke): each point as
// a small relative move from the one before, rounded to whole pixels or tenths, straight or as a
// smooth curve through the midpoints (each point a control, as svg.ts draws smooth shapes). Moves
// are taken between rounded positions, so rounding never drifts and the outline ends where it began.
import type { Point } from '../shapes.ts';
import { num } from '../svg.ts';

/** A pair of numbers as short as SVG allows: no space before a minus sign. */
const joined = (x: number, y: number) => {
  const [a, b] = [num(x), num(y)];
  return `${a}${b.startsWith('-') ? '' : ' '}${b}`;
};

/** Numbers written one after another, a space only where a minus sign does not separate them. */
function run(pairs: string[]): string {
  let text = '';
  for (const pair of pairs) text += text === '' || pair.startsWith('-') ? pair : ` ${pair}`;
  return text;
}

/** `tenths` keeps one decimal (small marks); otherwise whole pixels. */
export function relativePath(points: readonly Point[], closed: boolean, tenths = false, smooth = false): string {
  if (points.length < 2) return '';
  const scale = tenths ? 10 : 1;
  const at = points.map(([x, y]) => [Math.round(x * scale), Math.round(y * scale)] as const);
  if (!smooth || points.length < 3) {
    const moves = at.slice(1).map(([x, y], index) => joined((x - at[index][0]) / scale, (y - at[index][1]) / scale));
    return `M${joined(at[0][0] / scale, at[0][1] / scale)}l${run(moves)}${closed ? 'z' : ''}`;
  }
  // Smooth: from the middle of each edge to the next, pulled toward the point between them.
  const count = at.length;
  const middles = at.map(([x, y], index) => {
    const [nx, ny] = at[(index + 1) % count];
    return [Math.round((x + nx) / 2), Math.round((y + ny) / 2)] as const;
  });
  const segments = closed ? count : count - 2;
  let [cx, cy] = closed ? middles[count - 1] : at[0];
  const pairs: string[] = [];
  for (let index = 0; index < segments; index++) {
    const control = closed ? at[index] : at[index + 1];
    const end = closed ? middles[index] : index === segments - 1 ? at[count - 1] : middles[index + 1];
    pairs.push(joined((control[0] - cx) / scale, (control[1] - cy) / scale), joined((end[0] - cx) / scale, (end[1] - cy) / scale));
    [cx, cy] = end;
  }
  const start = closed ? middles[count - 1] : at[0];
  return `M${joined(start[0] / scale, start[1] / scale)}q${run(pairs)}${closed ? 'z' : ''}`;
}
