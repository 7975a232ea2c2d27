// A piece cut from coloured paper with scissors: the outline becomes a few straight cuts, each
// corner a little off where it was meant to be, so curves turn faceted and edges slightly
// irregular; the piece lies on the one below and casts a small shadow down and to the right (the
// light comes from the upper left).
import { framed } from '../artists/artist.ts';
import { mix } from '../colour.ts';
import { type Random, seeded } from '../random.ts';
import type { Point } from '../shapes.ts';
import { num } from '../svg.ts';
import { signedArea } from './contour.ts';
import { roundPath, trace } from './trace.ts';

const distance = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1]);

/** Points along a polyline at equal steps of its length (closed: round to the start), `count` of them. */
function spaced(line: readonly Point[], closed: boolean, count: number, random: Random): Point[] {
  const ring = closed ? [...line, line[0]] : line;
  const lengths = [0];
  for (let index = 1; index < ring.length; index++) lengths.push(lengths[index - 1] + distance(ring[index - 1], ring[index]));
  const total = lengths[lengths.length - 1];
  const result: Point[] = [];
  let segment = 1;
  const pieces = closed ? count : count - 1;
  for (let index = 0; index < count; index++) {
    // Each cut ends a little before or after the even step: no two facets are the same length.
    const wanted = closed || (index > 0 && index < count - 1) ? ((index + random.jitter(0.28)) / pieces) * total : (index / pieces) * total;
    const at = Math.min(total, Math.max(0, wanted));
    while (segment < ring.length - 1 && lengths[segment] < at) segment++;
    const [a, b] = [ring[segment - 1], ring[segment]];
    const span = lengths[segment] - lengths[segment - 1] || 1;
    const t = (at - lengths[segment - 1]) / span;
    result.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
  }
  return result;
}

/**
 * The outline of the piece as scissors cut it: a smooth shape in straight cuts about `cut` pixels
 * long, a straight one on its own corners with a bend in its long edges; every point nudged by up to `wander`.
 */
export function cutOutline(points: readonly Point[], closed: boolean, smooth: boolean, random: Random, cut = 9, wander = 0.8): Point[] {
  const traced = trace(points, closed, smooth, 4);
  let corners: Point[];
  if (smooth && traced.length > 3) {
    let perimeter = closed ? distance(traced[traced.length - 1], traced[0]) : 0;
    for (let index = 1; index < traced.length; index++) perimeter += distance(traced[index - 1], traced[index]);
    corners = spaced(traced, closed, Math.round(Math.min(28, Math.max(closed ? 5 : 2, perimeter / cut))), random);
  } else {
    corners = [];
    const count = closed ? traced.length : traced.length - 1;
    for (let index = 0; index < count; index++) {
      const [a, b] = [traced[index], traced[(index + 1) % traced.length]];
      corners.push(a);
      // A long straight cut is never quite straight: it bends a little once along the way.
      if (distance(a, b) > 70) corners.push([(a[0] + b[0]) / 2 + random.jitter(wander), (a[1] + b[1]) / 2 + random.jitter(wander)]);
    }
    if (!closed) corners.push(traced[traced.length - 1]);
  }
  return corners.map(([x, y]) => framed(x + random.jitter(wander), y + random.jitter(wander)));
}

/**
 * The piece's shadow and the piece, as SVG: `lift` is how far it stands off the paper below. A glued piece
 * never lies quite flat: one end curls up off the paper, so its shadow widens toward that end (the same
 * offset under every piece read as "the same drop shadow", review 125). Which end, and where the light
 * catches the cut's thickness, follow from the piece's own first corner, so a piece is cut the same every time.
 */
export function cutPiece(outline: readonly Point[], colour: string, lift: number, opacity?: number): string {
  const d = roundPath(outline, true, false);
  const piece = `<path d="${d}" fill="${colour}"${opacity === undefined ? '' : ` opacity="${opacity}"`}/>`;
  if (lift <= 0) return piece;
  const own = seeded(`${Math.round(outline[0][0])}|${Math.round(outline[0][1])}`);
  const angle = own.between(0, 2 * Math.PI);
  const along = outline.map(([x, y]) => x * Math.cos(angle) + y * Math.sin(angle));
  const [low, span] = [Math.min(...along), Math.max(...along) - Math.min(...along) || 1];
  const curl = own.between(0.4, 1.1);
  // Soft-edged, as diffuse light casts it: a core and a fainter penumbra reaching further (one hard-edged copy
  // of the piece offset under it is a vector drop shadow).
  const shadowAt = (reach: number) =>
    roundPath(
      outline.map(([x, y], index) => {
        const raised = reach * lift * (1 - curl / 2 + (curl * (along[index] - low)) / span);
        return framed(x + raised * 0.75, y + raised);
      }),
      true,
      false,
    );
  const edge = litEdge(outline);
  // The paper's thickness catches the light only here and there along a cut, in runs of its own lengths: an
  // unbroken pale line round every piece read as a bevel (review 101), a few set patterns as "stamped dash marks".
  const catches = Array.from({ length: 6 }, (_, index) => Math.round(index % 2 ? own.between(5, 26) : own.between(4, 34))).join(' ');
  const lit = edge
    ? `<path d="${edge}" fill="none" stroke="${mix(colour, '#ffffff', 0.45)}" stroke-width="0.7" stroke-linecap="round" stroke-dasharray="${catches}"/>`
    : '';
  const depth = own.between(0.24, 0.34);
  const shadow = `<path d="${shadowAt(1.45)}" fill="#2a1c10" fill-opacity="${num(depth * 0.4)}"/><path d="${shadowAt(0.8)}" fill="#2a1c10" fill-opacity="${num(depth * 0.75)}"/>`;
  return `${shadow}${piece}${lit}`;
}

/**
 * The cut edges that face the light (up and to the left), as open runs of path data: a raised piece's
 * paper shows its thickness there as a pale line, where the shadow shows it on the other side. Without
 * it the pieces read as flat vector fills with a drop shadow.
 */
export function litEdge(outline: readonly Point[]): string {
  const count = outline.length;
  const turn = signedArea(outline) > 0 ? 1 : -1;
  const facesLight = (a: Point, b: Point) => {
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const length = Math.hypot(dx, dy) || 1;
    // The outward normal, and how squarely it points the way the light comes from: (-1, -1) / √2.
    const [nx, ny] = [(turn * dy) / length, (-turn * dx) / length];
    return (-nx - ny) / Math.SQRT2 > 0.35 && length > 1.5;
  };
  const runs: Point[][] = [];
  let run: Point[] = [];
  for (let index = 0; index < count; index++) {
    const [a, b] = [outline[index], outline[(index + 1) % count]];
    if (facesLight(a, b)) run = run.length ? [...run, b] : [a, b];
    else if (run.length) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length) {
    // A run through the seam joins the one the ring began with.
    if (runs.length && facesLight(outline[count - 1], outline[0]) && facesLight(outline[0], outline[1]))
      runs[0] = [...run, ...runs[0].slice(1)];
    else runs.push(run);
  }
  return runs.map((part) => roundPath(part, false, false)).join('');
}

/** The part of a polygon on the far side of a straight cut through it: where `normal · point` is at least `offset`. */
export function beyondCut(outline: readonly Point[], normal: Point, offset: number): Point[] {
  const side = ([x, y]: Point) => x * normal[0] + y * normal[1] - offset;
  const result: Point[] = [];
  for (let index = 0; index < outline.length; index++) {
    const [a, b] = [outline[index], outline[(index + 1) % outline.length]];
    const [sa, sb] = [side(a), side(b)];
    if (sa >= 0) result.push(a);
    if (sa >= 0 !== sb >= 0) {
      const t = sa / (sa - sb);
      result.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    }
  }
  return result;
}

/**
 * The shade on a piece as a cutter makes it: a second, darker piece cut off the first in one curving snip
 * and laid on its lower right (the side away from the light), no softer than any other cut. Cut straight
 * at a slant, every piece showed a triangle of shade and the family read as "low-poly facets".
 */
export function shadeCut(outline: readonly Point[], random: Random): Point[] {
  const turn = Math.PI / 4 + random.jitter(0.35);
  const normal: Point = [Math.cos(turn), Math.sin(turn)];
  const reach = outline.map(([x, y]) => x * normal[0] + y * normal[1]);
  const [low, high] = [Math.min(...reach), Math.max(...reach)];
  const offset = low + (high - low) * random.between(0.55, 0.68);
  const piece = beyondCut(outline, normal, offset);
  // The cut is the edge whose two ends lie on the line; it bows back toward the light.
  const onLine = ([x, y]: Point) => Math.abs(x * normal[0] + y * normal[1] - offset) < 1e-6;
  const at = piece.findIndex((point, index) => onLine(point) && onLine(piece[(index + 1) % piece.length]));
  if (at < 0) return piece;
  const [a, b] = [piece[at], piece[(at + 1) % piece.length]];
  const bow = Math.hypot(b[0] - a[0], b[1] - a[1]) * random.between(0.12, 0.22);
  const curve = [0.25, 0.5, 0.75].map((t): Point => {
    const lift = bow * 4 * t * (1 - t);
    return [a[0] + (b[0] - a[0]) * t - normal[0] * lift, a[1] + (b[1] - a[1]) * t - normal[1] * lift];
  });
  return [...piece.slice(0, at + 1), ...curve, ...piece.slice(at + 1)];
}

/** A slightly larger piece a little up and to the left of the outline: a paler rim laid behind a face. */
export function rimBehind(outline: readonly Point[], grow: number): Point[] {
  const n = outline.length;
  const [cx, cy] = outline.reduce(([x, y], [px, py]) => [x + px / n, y + py / n], [0, 0]);
  const radius = Math.max(1, ...outline.map(([x, y]) => Math.hypot(x - cx, y - cy)));
  const scale = 1 + grow / radius;
  return outline.map(([x, y]) => framed(cx + (x - cx) * scale - grow * 0.5, cy + (y - cy) * scale - grow * 0.5));
}

/**
 * A torn edge: the white core of the paper showing as a ragged band along the piece's top, where a
 * hill or a field was torn rather than cut. Many short, uneven steps (a tear has no facets), the
 * whole raised by `rise`, so the band shows only above the piece laid over it.
 */
export function tornEdge(outline: readonly Point[], random: Random, rise = 2.4): Point[] {
  const ring = [...outline, outline[0]];
  const length = ring.slice(1).reduce((sum, point, index) => sum + distance(ring[index], point), 0);
  return spaced(outline, true, Math.max(12, Math.round(length / 3)), random).map(([x, y]) =>
    framed(x + random.jitter(0.6), y - rise + random.jitter(1.1)),
  );
}
