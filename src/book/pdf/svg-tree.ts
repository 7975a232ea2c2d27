// A small reader for the picture generator's own SVG (the subset in the picture contract): elements
// and their attributes as a tree. Text content, comments and processing instructions are skipped;
// anything it does not know is kept as an element and left for the painter to ignore.

export interface SvgNode {
  name: string;
  attributes: Record<string, string>;
  children: SvgNode[];
}

const TAG =
  /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>/g;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITY = /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decode = (value: string) =>
  value.includes('&')
    ? value.replace(ENTITY, (_, hex, decimal, name) =>
        hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : decimal ? String.fromCodePoint(Number(decimal)) : NAMED[name.toLowerCase()],
      )
    : value;

/** The document's root element (the outer <svg>). */
export function parseSvg(svg: string): SvgNode {
  const root: SvgNode = { name: '#document', attributes: {}, children: [] };
  const open: SvgNode[] = [root];
  for (const match of svg.matchAll(TAG)) {
    const [, closing, name, attributeText, selfClosing] = match;
    if (name === undefined) continue;
    if (closing) {
      // Close up to the matching element; a stray end tag is ignored.
      const at = open.findLastIndex((node) => node.name === name);
      if (at > 0) open.length = at;
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key, double, single] of attributeText.matchAll(ATTRIBUTE)) attributes[key] = decode(double ?? single ?? '');
    const node: SvgNode = { name, attributes, children: [] };
    open[open.length - 1].children.push(node);
    if (!selfClosing) open.push(node);
  }
  const svgRoot = root.children.find((node) => node.name === 'svg');
  if (svgRoot === undefined) throw new Error('picture: not an SVG document');
  return svgRoot;
}

/** Every element with an id, for clip-path and paint references. */
export function byId(root: SvgNode): Map<string, SvgNode> {
  const ids = new Map<string, SvgNode>();
  const visit = (node: SvgNode) => {
    if (node.attributes.id) ids.set(node.attributes.id, node);
    for (const child of node.children) visit(child);
  };
  visit(root);
  return ids;
}
