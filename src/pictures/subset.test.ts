// Every picture keeps to the SVG the book's PDF painter draws as vectors (docs/decisions.md,
// "Pictures are geometry"): paths and basic shapes, groups, clip paths, flat colours and opacities.
// No filter, pattern, gradient, mask, image, text or CSS: those cannot print as vectors.
import { describe, expect, test } from 'vitest';
import { drawCover, drawScene, SCENE_IDS, STYLE_IDS } from './index.ts';
import { SAMPLE_FAMILIES } from './samples.ts';

const ELEMENTS = new Set(['svg', 'g', 'defs', 'clipPath', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);
const ATTRIBUTES = new Set([
  'xmlns',
  'viewBox',
  'width',
  'height',
  'id',
  'd',
  'x',
  'y',
  'rx',
  'ry',
  'cx',
  'cy',
  'r',
  'x1',
  'y1',
  'x2',
  'y2',
  'points',
  'fill',
  'stroke',
  'fill-opacity',
  'stroke-opacity',
  'opacity',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'fill-rule',
  'clip-rule',
  'transform',
  'clip-path',
  'data-figure',
  'data-part',
  'data-held',
]);
const COLOUR = /^(none|#[0-9a-f]{3}|#[0-9a-f]{6})$/;

/** Each element and attribute outside the subset, once. */
function outside(svg: string): string[] {
  const found = new Set<string>();
  for (const [, name, rest] of svg.matchAll(/<([A-Za-z]+)([^>]*)>/g)) {
    if (!ELEMENTS.has(name)) found.add(`<${name}>`);
    for (const [, attribute, value] of rest.matchAll(/([A-Za-z:-]+)="([^"]*)"/g)) {
      if (!ATTRIBUTES.has(attribute)) found.add(`${attribute}=`);
      if ((attribute === 'fill' || attribute === 'stroke') && !COLOUR.test(value)) found.add(`${attribute}="${value}"`);
      if (attribute === 'clip-path' && !/^url\(#[A-Za-z0-9_-]+\)$/.test(value)) found.add(`clip-path="${value}"`);
    }
  }
  return [...found];
}

describe('pictures are geometry', () => {
  test.each(STYLE_IDS)('%s: every scene, the cover and every sample family keep to the printable subset', (styleId) => {
    const problems = new Set<string>();
    for (const family of Object.values(SAMPLE_FAMILIES)) {
      for (const svg of [drawCover({ family, styleId }), ...SCENE_IDS.map((sceneId) => drawScene({ family, sceneId, styleId }))]) {
        for (const problem of outside(svg)) problems.add(problem);
      }
    }
    expect([...problems]).toEqual([]);
  });
  test('the check finds what a picture must not use', () => {
    expect(outside('<svg><filter id="a"/><rect fill="url(#p)" style="x"/></svg>')).toEqual(['<filter>', 'fill="url(#p)"', 'style=']);
  });
});
