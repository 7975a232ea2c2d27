// Shapes as paths of straight lines and cubic curves in absolute coordinates, the only segments a
// PDF path has: SVG path data (M L H V C S Q T A Z, absolute and relative), rects (rounded too),
// circles, ellipses, lines, polylines and polygons, and affine transforms of them.

/** a b c d e f, as SVG's matrix() and PDF's cm. */
export type Matrix = [number, number, number, number, number, number];
export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export type Segment = ['M', number, number] | ['L', number, number] | ['C', number, number, number, number, number, number] | ['Z'];

/** m then n: a point is mapped by n first, then by m (as SVG composes a parent's and a child's transforms). */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;
const numbers = (text: string) => (text.match(NUMBER) ?? []).map(Number);

/** A transform attribute: translate, scale, rotate (about a point), skewX, skewY and matrix, in sequence. */
export function parseTransform(text: string | undefined): Matrix {
  let result: Matrix = IDENTITY;
  if (!text) return result;
  for (const [, name, args] of text.matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const [a = 0, b, c] = numbers(args);
    let step: Matrix;
    if (name === 'translate') step = [1, 0, 0, 1, a, b ?? 0];
    else if (name === 'scale') step = [a, 0, 0, b ?? a, 0, 0];
    else if (name === 'rotate') {
      const [cos, sin] = [Math.cos((a * Math.PI) / 180), Math.sin((a * Math.PI) / 180)];
      const [cx, cy] = [b ?? 0, c ?? 0];
      step = [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy];
    } else if (name === 'skewX') step = [1, 0, Math.tan((a * Math.PI) / 180), 1, 0, 0];
    else if (name === 'skewY') step = [1, Math.tan((a * Math.PI) / 180), 0, 1, 0, 0];
    else if (name === 'matrix') step = numbers(args).slice(0, 6) as Matrix;
    else continue;
    result = multiply(result, step);
  }
  return result;
}

export function transformSegments(segments: Segment[], m: Matrix): Segment[] {
  const x = (px: number, py: number) => m[0] * px + m[2] * py + m[4];
  const y = (px: number, py: number) => m[1] * px + m[3] * py + m[5];
  return segments.map((segment): Segment => {
    if (segment[0] === 'Z') return segment;
    if (segment[0] === 'C') {
      const [, x1, y1, x2, y2, x3, y3] = segment;
      return ['C', x(x1, y1), y(x1, y1), x(x2, y2), y(x2, y2), x(x3, y3), y(x3, y3)];
    }
    return [segment[0], x(segment[1], segment[2]), y(segment[1], segment[2])];
  });
}

/** An elliptical arc from (x1, y1) as cubic curves (SVG implementation notes, F.6). */
function arc(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  angle: number,
  large: boolean,
  sweep: boolean,
  x2: number,
  y2: number,
): Segment[] {
  if (x1 === x2 && y1 === y2) return [];
  let [rx, ry] = [Math.abs(rxIn), Math.abs(ryIn)];
  if (rx === 0 || ry === 0) return [['L', x2, y2]];
  const phi = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(phi), Math.sin(phi)];
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const xp = cos * dx + sin * dy;
  const yp = -sin * dx + cos * dy;
  const lambda = (xp * xp) / (rx * rx) + (yp * yp) / (ry * ry);
  if (lambda > 1) [rx, ry] = [rx * Math.sqrt(lambda), ry * Math.sqrt(lambda)];
  const numerator = rx * rx * ry * ry - rx * rx * yp * yp - ry * ry * xp * xp;
  const factor = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, numerator / (rx * rx * yp * yp + ry * ry * xp * xp)));
  const cxp = (factor * rx * yp) / ry;
  const cyp = (-factor * ry * xp) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angleOf = (ux: number, uy: number, vx: number, vy: number) => {
    const sign = ux * vy - uy * vx < 0 ? -1 : 1;
    return sign * Math.acos(Math.min(1, Math.max(-1, (ux * vx + uy * vy) / (Math.hypot(ux, uy) * Math.hypot(vx, vy)))));
  };
  const start = angleOf(1, 0, (xp - cxp) / rx, (yp - cyp) / ry);
  let delta = angleOf((xp - cxp) / rx, (yp - cyp) / ry, (-xp - cxp) / rx, (-yp - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const parts = Math.ceil(Math.abs(delta) / (Math.PI / 2));
  const step = delta / parts;
  const k = (4 / 3) * Math.tan(step / 4);
  const point = (t: number): [number, number] => [
    cx + rx * Math.cos(t) * cos - ry * Math.sin(t) * sin,
    cy + rx * Math.cos(t) * sin + ry * Math.sin(t) * cos,
  ];
  const derivative = (t: number): [number, number] => [
    -rx * Math.sin(t) * cos - ry * Math.cos(t) * sin,
    -rx * Math.sin(t) * sin + ry * Math.cos(t) * cos,
  ];
  const out: Segment[] = [];
  for (let index = 0; index < parts; index++) {
    const [t1, t2] = [start + index * step, start + (index + 1) * step];
    const [p1, p2, d1, d2] = [point(t1), point(t2), derivative(t1), derivative(t2)];
    out.push(['C', p1[0] + k * d1[0], p1[1] + k * d1[1], p2[0] - k * d2[0], p2[1] - k * d2[1], p2[0], p2[1]]);
  }
  const last = out.at(-1);
  if (last && last[0] === 'C') [last[5], last[6]] = [x2, y2];
  return out;
}

const ARGUMENTS: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

/** SVG path data as absolute M, L, C and Z segments. */
export function pathSegments(d: string): Segment[] {
  const out: Segment[] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  /** The last control point, for S and T's reflection. */
  let [cubicX, cubicY, quadX, quadY] = [Number.NaN, 0, Number.NaN, 0];
  for (const [, letter, args] of d.matchAll(/([MmLlHhVvCcSsQqTtAaZz])([^MmLlHhVvCcSsQqTtAaZz]*)/g)) {
    const upper = letter.toUpperCase();
    const relative = letter !== upper;
    // Arc flags may be written without separators ("a5 5 0 015 5"): read them one digit at a time.
    const values = upper === 'A' ? arcNumbers(args) : numbers(args);
    const count = ARGUMENTS[upper];
    if (upper === 'Z') {
      out.push(['Z']);
      [x, y] = [startX, startY];
      cubicX = quadX = Number.NaN;
      continue;
    }
    for (let at = 0; at + count <= values.length; at += count) {
      const v = values.slice(at, at + count);
      const [ox, oy] = relative ? [x, y] : [0, 0];
      let command = upper;
      if (command === 'M' && at > 0) command = 'L';
      let [nextCubicX, nextCubicY, nextQuadX, nextQuadY] = [Number.NaN, 0, Number.NaN, 0];
      if (command === 'M') {
        [x, y] = [v[0] + ox, v[1] + oy];
        [startX, startY] = [x, y];
        out.push(['M', x, y]);
      } else if (command === 'L' || command === 'H' || command === 'V') {
        if (command === 'L') [x, y] = [v[0] + ox, v[1] + oy];
        else if (command === 'H') x = v[0] + (relative ? x : 0);
        else y = v[0] + (relative ? y : 0);
        out.push(['L', x, y]);
      } else if (command === 'C' || command === 'S') {
        const [x1, y1] = command === 'C' ? [v[0] + ox, v[1] + oy] : Number.isNaN(cubicX) ? [x, y] : [2 * x - cubicX, 2 * y - cubicY];
        const rest = command === 'C' ? v.slice(2) : v;
        const [x2, y2, x3, y3] = [rest[0] + ox, rest[1] + oy, rest[2] + ox, rest[3] + oy];
        out.push(['C', x1, y1, x2, y2, x3, y3]);
        [nextCubicX, nextCubicY] = [x2, y2];
        [x, y] = [x3, y3];
      } else if (command === 'Q' || command === 'T') {
        const [qx, qy] = command === 'Q' ? [v[0] + ox, v[1] + oy] : Number.isNaN(quadX) ? [x, y] : [2 * x - quadX, 2 * y - quadY];
        const [ex, ey] = command === 'Q' ? [v[2] + ox, v[3] + oy] : [v[0] + ox, v[1] + oy];
        out.push(['C', x + (2 / 3) * (qx - x), y + (2 / 3) * (qy - y), ex + (2 / 3) * (qx - ex), ey + (2 / 3) * (qy - ey), ex, ey]);
        [nextQuadX, nextQuadY] = [qx, qy];
        [x, y] = [ex, ey];
      } else if (command === 'A') {
        const [ex, ey] = [v[5] + ox, v[6] + oy];
        out.push(...arc(x, y, v[0], v[1], v[2], v[3] !== 0, v[4] !== 0, ex, ey));
        [x, y] = [ex, ey];
      }
      [cubicX, cubicY, quadX, quadY] = [nextCubicX, nextCubicY, nextQuadX, nextQuadY];
    }
  }
  return out;
}

function arcNumbers(text: string): number[] {
  const out: number[] = [];
  let rest = text;
  while (rest.trim()) {
    const field = out.length % 7;
    const match = field === 3 || field === 4 ? /^[\s,]*([01])/.exec(rest) : /^[\s,]*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/.exec(rest);
    if (match === null) break;
    out.push(Number(match[1]));
    rest = rest.slice(match[0].length);
  }
  return out;
}

const K = 0.5522847498;

export function ellipseSegments(cx: number, cy: number, rx: number, ry: number): Segment[] {
  if (rx <= 0 || ry <= 0) return [];
  const [kx, ky] = [rx * K, ry * K];
  return [
    ['M', cx + rx, cy],
    ['C', cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry],
    ['C', cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy],
    ['C', cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry],
    ['C', cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy],
    ['Z'],
  ];
}

export function rectSegments(x: number, y: number, width: number, height: number, rxIn: number, ryIn: number): Segment[] {
  if (width <= 0 || height <= 0) return [];
  const rx = Math.min(rxIn, width / 2);
  const ry = Math.min(ryIn, height / 2);
  if (rx <= 0 || ry <= 0) return [['M', x, y], ['L', x + width, y], ['L', x + width, y + height], ['L', x, y + height], ['Z']];
  const [kx, ky] = [rx * K, ry * K];
  const [r, b] = [x + width, y + height];
  return [
    ['M', x + rx, y],
    ['L', r - rx, y],
    ['C', r - rx + kx, y, r, y + ry - ky, r, y + ry],
    ['L', r, b - ry],
    ['C', r, b - ry + ky, r - rx + kx, b, r - rx, b],
    ['L', x + rx, b],
    ['C', x + rx - kx, b, x, b - ry + ky, x, b - ry],
    ['L', x, y + ry],
    ['C', x, y + ry - ky, x + rx - kx, y, x + rx, y],
    ['Z'],
  ];
}

export function pointsSegments(points: string, closed: boolean): Segment[] {
  const values = numbers(points);
  const out: Segment[] = [];
  for (let at = 0; at + 1 < values.length; at += 2) out.push([at === 0 ? 'M' : 'L', values[at], values[at + 1]]);
  if (closed && out.length > 0) out.push(['Z']);
  return out;
}
