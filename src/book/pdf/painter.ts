// Paints a picture of the picture contract (SVG: groups, paths and basic shapes, fills and strokes
// with their opacities, group opacity, transforms, clip paths) as PDF content: vectors, the same
// in the browser and in Node. Until every style keeps to the contract, filters are ignored, a
// gradient paints its first stop's colour and a pattern paints nothing.
import {
  ellipseSegments,
  IDENTITY,
  type Matrix,
  multiply,
  parseTransform,
  pathSegments,
  pointsSegments,
  rectSegments,
  type Segment,
  transformSegments,
} from './geometry.ts';
import { byId, parseSvg, type SvgNode } from './svg-tree.ts';

/** PDF content with the graphics states and transparency groups it names, in its own resources. */
export interface Drawing {
  content: string;
  /** ExtGState name → fill (ca) and stroke (CA) opacity. */
  states: Map<string, { ca: number; CA: number }>;
  /** Form XObject name → a transparency group, drawn at a group's opacity. */
  groups: Map<string, Drawing>;
}

export interface PaintedPicture {
  /** The SVG's viewBox: [x, y, width, height]. */
  viewBox: [number, number, number, number];
  /** In the SVG's user space, y downwards: the placement flips it. */
  drawing: Drawing;
}

type Rgb = [number, number, number];

interface Paint {
  fill: Rgb | null;
  fillOpacity: number;
  fillRule: 'nonzero' | 'evenodd';
  stroke: Rgb | null;
  strokeOpacity: number;
  strokeWidth: number;
  cap: number;
  join: number;
  dash: number[];
  miter: number;
}

const INITIAL: Paint = {
  fill: [0, 0, 0],
  fillOpacity: 1,
  fillRule: 'nonzero',
  stroke: null,
  strokeOpacity: 1,
  strokeWidth: 1,
  cap: 0,
  join: 0,
  dash: [],
  miter: 4,
};
const CAPS: Record<string, number> = { butt: 0, round: 1, square: 2 };
const JOINS: Record<string, number> = { miter: 0, round: 1, bevel: 2 };
const NAMED: Record<string, Rgb> = { black: [0, 0, 0], white: [1, 1, 1] };
const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);
const CONTAINERS = new Set(['g', 'svg', 'a']);

/** Numbers as PDF writes them: at most two decimals, no trailing zeros. */
export function pdfNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function hexColour(value: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (hex === undefined) return NAMED[value.trim().toLowerCase()];
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16) / 255) as Rgb;
}

const fraction = (value: string | undefined, fallback: number) => {
  const number = value === undefined ? Number.NaN : Number.parseFloat(value);
  if (Number.isNaN(number)) return fallback;
  return Math.min(1, Math.max(0, value?.trim().endsWith('%') ? number / 100 : number));
};

function shapeSegments(node: SvgNode): Segment[] {
  const a = node.attributes;
  const n = (name: string) => Number.parseFloat(a[name] ?? '0') || 0;
  switch (node.name) {
    case 'path':
      return pathSegments(a.d ?? '');
    case 'rect': {
      const [rx, ry] = [a.rx === undefined ? n('ry') : n('rx'), a.ry === undefined ? n('rx') : n('ry')];
      return rectSegments(n('x'), n('y'), n('width'), n('height'), rx, ry);
    }
    case 'circle':
      return ellipseSegments(n('cx'), n('cy'), n('r'), n('r'));
    case 'ellipse':
      return ellipseSegments(n('cx'), n('cy'), n('rx'), n('ry'));
    case 'line':
      return [
        ['M', n('x1'), n('y1')],
        ['L', n('x2'), n('y2')],
      ];
    default:
      return pointsSegments(a.points ?? '', node.name === 'polygon');
  }
}

export function pathOperators(segments: Segment[]): string {
  const p = pdfNumber;
  let out = '';
  for (const segment of segments) {
    if (segment[0] === 'M') out += `${p(segment[1])} ${p(segment[2])} m\n`;
    else if (segment[0] === 'L') out += `${p(segment[1])} ${p(segment[2])} l\n`;
    else if (segment[0] === 'C')
      out += `${segment
        .slice(1)
        .map((value) => p(value as number))
        .join(' ')} c\n`;
    else out += 'h\n';
  }
  return out;
}

const matrixOperator = (m: Matrix) => (m.every((value, index) => value === IDENTITY[index]) ? '' : `${m.map(pdfNumber).join(' ')} cm\n`);

/** Paints one SVG document. */
export function paintPicture(svg: string): PaintedPicture {
  const root = parseSvg(svg);
  const ids = byId(root);
  const viewBox = (root.attributes.viewBox ?? '').split(/[\s,]+/).map(Number);
  const box: [number, number, number, number] =
    viewBox.length === 4 && viewBox.every(Number.isFinite)
      ? (viewBox as [number, number, number, number])
      : [0, 0, Number.parseFloat(root.attributes.width ?? '0') || 0, Number.parseFloat(root.attributes.height ?? '0') || 0];
  let groupCount = 0;

  /** A fill or stroke value: a colour, none, or the first stop of a gradient (a pattern paints nothing). */
  function paintOf(value: string, inherited: Rgb | null): Rgb | null {
    const trimmed = value.trim();
    if (trimmed === 'none' || trimmed === 'transparent') return null;
    if (trimmed === 'inherit') return inherited;
    const reference = /^url\(\s*#([^)\s]+)\s*\)/.exec(trimmed)?.[1];
    if (reference === undefined) return hexColour(trimmed) ?? inherited;
    let target = ids.get(reference);
    for (let hops = 0; target && hops < 4 && !target.children.some((child) => child.name === 'stop'); hops++) {
      target = ids.get((target.attributes.href ?? target.attributes['xlink:href'] ?? '').replace(/^#/, ''));
    }
    if (target === undefined || !target.name.endsWith('Gradient')) return null;
    const stop = target.children.find((child) => child.name === 'stop');
    return hexColour(stop?.attributes['stop-color'] ?? '#000000') ?? null;
  }

  function inherit(node: SvgNode, parent: Paint): Paint {
    const a = node.attributes;
    const paint = { ...parent };
    if (a.fill !== undefined) paint.fill = paintOf(a.fill, parent.fill);
    if (a.stroke !== undefined) paint.stroke = paintOf(a.stroke, parent.stroke);
    if (a['fill-opacity'] !== undefined) paint.fillOpacity = fraction(a['fill-opacity'], 1);
    if (a['stroke-opacity'] !== undefined) paint.strokeOpacity = fraction(a['stroke-opacity'], 1);
    if (a['fill-rule'] === 'evenodd' || a['fill-rule'] === 'nonzero') paint.fillRule = a['fill-rule'];
    if (a['stroke-width'] !== undefined) paint.strokeWidth = Math.max(0, Number.parseFloat(a['stroke-width']) || 0);
    if (a['stroke-linecap'] in CAPS) paint.cap = CAPS[a['stroke-linecap']];
    if (a['stroke-linejoin'] in JOINS) paint.join = JOINS[a['stroke-linejoin']];
    if (a['stroke-miterlimit'] !== undefined) paint.miter = Math.max(1, Number.parseFloat(a['stroke-miterlimit']) || 4);
    if (a['stroke-dasharray'] !== undefined) {
      const dash = (a['stroke-dasharray'].match(/[\d.]+/g) ?? []).map(Number).filter((value) => value >= 0);
      paint.dash = dash.some((value) => value > 0) ? (dash.length % 2 ? [...dash, ...dash] : dash) : [];
    }
    return paint;
  }

  /** The clip of a clip-path reference, in the user space of the element that names it: `W n` operators. */
  function clipOperators(reference: string | undefined): string {
    const id = reference && /^url\(\s*#([^)\s]+)\s*\)/.exec(reference)?.[1];
    const clip = id ? ids.get(id) : undefined;
    if (clip === undefined || clip.name !== 'clipPath') return '';
    const outer = parseTransform(clip.attributes.transform);
    const segments = clip.children
      .filter((child) => SHAPES.has(child.name) && child.attributes.display !== 'none')
      .flatMap((child) => transformSegments(shapeSegments(child), multiply(outer, parseTransform(child.attributes.transform))));
    // An empty clip path shows nothing.
    return segments.length === 0 ? '0 0 0 0 re W n\n' : `${pathOperators(segments)}W n\n`;
  }

  function shape(node: SvgNode, paint: Paint, drawing: Drawing, opacity: number): string {
    const fill = paint.fill !== null && paint.fillOpacity * opacity > 0;
    const stroke = paint.stroke !== null && paint.strokeWidth > 0 && paint.strokeOpacity * opacity > 0 && node.name !== 'clipPath';
    if (!fill && !stroke) return '';
    const open = fill && !['line', 'polyline'].includes(node.name);
    if (!open && !stroke) return '';
    const segments = shapeSegments(node);
    if (segments.length === 0) return '';
    let out = stateOperator(drawing, open ? paint.fillOpacity * opacity : 1, stroke ? paint.strokeOpacity * opacity : 1);
    if (open && paint.fill) out += `${paint.fill.map(pdfNumber).join(' ')} rg\n`;
    if (stroke && paint.stroke) {
      out += `${paint.stroke.map(pdfNumber).join(' ')} RG ${pdfNumber(paint.strokeWidth)} w ${paint.cap} J ${paint.join} j ${pdfNumber(paint.miter)} M\n`;
      if (paint.dash.length > 0) out += `[${paint.dash.map(pdfNumber).join(' ')}] 0 d\n`;
    }
    const evenOdd = paint.fillRule === 'evenodd' ? '*' : '';
    return out + pathOperators(segments) + (open && stroke ? `B${evenOdd}\n` : open ? `f${evenOdd}\n` : 'S\n');
  }

  function stateOperator(drawing: Drawing, ca: number, CA: number): string {
    if (ca >= 1 && CA >= 1) return '';
    const name = `O${Math.round(ca * 1000)}_${Math.round(CA * 1000)}`;
    drawing.states.set(name, { ca, CA });
    return `/${name} gs\n`;
  }

  function element(node: SvgNode, parent: Paint, drawing: Drawing): string {
    const a = node.attributes;
    if (a.display === 'none' || a.visibility === 'hidden') return '';
    const isShape = SHAPES.has(node.name);
    if (!isShape && !CONTAINERS.has(node.name)) return '';
    // A shape painted only through its filter (no fill or stroke of its own) is a texture the filter
    // makes (paper grain, bloom): without the filter it would be a black box.
    if (isShape && a.filter !== undefined && a.fill === undefined && a.stroke === undefined) return '';
    const paint = inherit(node, parent);
    const opacity = fraction(a.opacity, 1);
    if (opacity <= 0) return '';
    const prefix = matrixOperator(parseTransform(a.transform)) + clipOperators(a['clip-path']);
    let body: string;
    if (isShape) body = shape(node, paint, drawing, opacity);
    else if (opacity < 1) {
      // Group opacity: the children drawn together, then the whole at that opacity (a transparency group).
      const group: Drawing = { content: '', states: new Map(), groups: new Map() };
      group.content = node.children.map((child) => element(child, paint, group)).join('');
      if (group.content === '') return '';
      const name = `G${groupCount++}`;
      drawing.groups.set(name, group);
      body = `${stateOperator(drawing, opacity, opacity)}/${name} Do\n`;
    } else body = node.children.map((child) => element(child, paint, drawing)).join('');
    if (body === '') return '';
    return `q\n${prefix}${body}Q\n`;
  }

  const drawing: Drawing = { content: '', states: new Map(), groups: new Map() };
  const rootPaint = inherit(root, INITIAL);
  drawing.content = root.children.map((child) => element(child, rootPaint, drawing)).join('');
  return { viewBox: box, drawing };
}
