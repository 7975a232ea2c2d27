// Turns a drawing (groups of role-named shapes) into SVG in one art style's treatment.
import type { Group, Shape } from './shapes.ts';
import { type Treatment, treatmentOf } from './treatments.ts';

export interface Drawing {
  width: number;
  height: number;
  groups: Group[];
}

const attributes = (values: Record<string, number | string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');

function drawShape(shape: Shape, treatment: Treatment, prefix: string): string {
  const colour = treatment.palette[shape.role];
  const stroke = (d: string, paint: string, width: number) =>
    `<path d="${d}" fill="none" stroke="${paint}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
  if (shape.kind === 'line') return stroke(shape.d, colour, (shape.width ?? 2) * treatment.lineScale);
  if (shape.kind === 'limb') {
    const { outline } = treatment;
    return (outline ? stroke(shape.d, outline.color, shape.width + 2 * outline.width) : '') + stroke(shape.d, colour, shape.width);
  }
  const { outline, fillOpacity, shapeFilter, hatch } = treatment;
  const paint = [
    `fill="${colour}"`,
    fillOpacity ? `fill-opacity="${fillOpacity}"` : '',
    outline ? `stroke="${outline.color}" stroke-width="${outline.width}" stroke-linejoin="round"` : '',
    shapeFilter ? `filter="url(#${prefix}${shapeFilter})"` : '',
  ].filter(Boolean);
  const element = `<${shape.element} ${attributes(shape.attributes)} ${paint.join(' ')}/>`;
  const shading = hatch?.roles.includes(shape.role)
    ? `<${shape.element} ${attributes(shape.attributes)} fill="url(#${prefix}${hatch.pattern})"/>`
    : '';
  return element + shading;
}

/** The drawing's content in a style: defs, a paper base, then every group, under the picture filter. */
export function drawInStyle({ width, height, groups }: Drawing, style: string, prefix = ''): string {
  const treatment = treatmentOf(style);
  const body = groups
    .map(({ transform, shapes }) => {
      const drawn = shapes.map((shape) => drawShape(shape, treatment, prefix)).join('');
      return transform ? `<g transform="${transform}">${drawn}</g>` : drawn;
    })
    .join('');
  const filter = treatment.pictureFilter ? ` filter="url(#${prefix}${treatment.pictureFilter})"` : '';
  return (
    `<defs>${treatment.defs(prefix)}</defs>` +
    `<rect width="${width}" height="${height}" fill="${treatment.palette.white}"/>` +
    `<g${filter}>${body}</g>`
  );
}

/** A standalone SVG file. */
export function svgDocument(width: number, height: number, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${content}</svg>\n`;
}
