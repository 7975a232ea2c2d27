import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { urlPathOf } from '../site/static-files.ts';
import { needsPrices, renderTemplate, tokenProblems } from './live-template.ts';
import { parsePriceList } from './price-list.ts';

const prices = parsePriceList('p', readFileSync(join(import.meta.dirname, '../../content/pricing.json'), 'utf8'), 1);

describe('live tokens', () => {
  test('fill in the origin, the currency, formatted prices and exact sums', () => {
    const text =
      '{{origin}}/pricing {{currency}} {{price:hardcover}} {{price:hardcover+2*grandchild-book-hardcover}} {{amount:digital+gift-wrap}}';
    expect(renderTemplate(text, { origin: 'https://books.example.com', contentSignal: '', prices, example: () => null, html: true })).toBe(
      'https://books.example.com/pricing USD $44.99 $124.97 31.98',
    );
  });
  test('fill in the Content-Signal value', () => {
    const context = { origin: '', contentSignal: 'search=yes, ai-train=no', prices, example: () => null, html: false };
    expect(renderTemplate('Content-Signal: {{content-signal}}', context)).toBe('Content-Signal: search=yes, ai-train=no');
  });
  test('unknown products are reported so the build and start-up can refuse them', () => {
    expect(
      tokenProblems('{{price:hardcover}} {{price:paperback+gift-wrap}} {{origin}} {{api:getPricing}} {{api:getNothing}}', ['getPricing']),
    ).toEqual(['{{price:paperback+gift-wrap}}: unknown product "paperback"', '{{api:getNothing}}: unknown operation "getNothing"']);
  });
  test('an API example is the live answer as indented JSON, escaped in HTML only', () => {
    const example = () => ({ name: 'Tom & Jerry <3' });
    const context = { origin: '', contentSignal: '', prices, example };
    expect(renderTemplate('{{api:x}}', { ...context, html: true })).toBe('{\n  "name": "Tom &amp; Jerry &lt;3"\n}');
    expect(renderTemplate('{{api:x}}', { ...context, html: false })).toBe('{\n  "name": "Tom & Jerry <3"\n}');
  });
  test('only price-bearing text depends on the price list', () => {
    expect(needsPrices('<link href="{{origin}}/x">')).toBe(false);
    expect(needsPrices('Content-Signal: {{content-signal}}')).toBe(false);
    expect(needsPrices('{{origin}} {{amount:digital}}')).toBe(true);
  });
});

describe('static file paths', () => {
  test.each([
    ['index.html', '/'],
    ['pricing.html', '/pricing'],
    ['occasions/christmas.html', '/occasions/christmas'],
    ['occasions/index.html', '/occasions'],
    ['pricing.md', '/pricing.md'],
    ['_astro/a.css', '/_astro/a.css'],
  ])('%s answers at %s', (file, path) => {
    expect(urlPathOf(file)).toBe(path);
  });
});
