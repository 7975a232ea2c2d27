import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { needsPrices, renderTemplate, tokenProblems } from './live-template.ts';
import { parsePriceList } from './pricing.ts';
import { urlPathOf } from './static-files.ts';

const prices = parsePriceList('p', readFileSync(join(import.meta.dirname, '../content/pricing.json'), 'utf8'), 1);

describe('live tokens', () => {
  test('fill in the origin, the currency, formatted prices and exact sums', () => {
    const text = '{{origin}}/pricing {{currency}} {{price:hardcover}} {{price:hardcover+2*grandchild-book-hardcover}} {{amount:digital+gift-wrap}}';
    expect(renderTemplate(text, { origin: 'https://books.example.com', prices })).toBe(
      'https://books.example.com/pricing USD $44.99 $124.97 31.98',
    );
  });
  test('unknown products are reported so the build and start-up can refuse them', () => {
    expect(tokenProblems('{{price:hardcover}} {{price:paperback+gift-wrap}} {{origin}}')).toEqual([
      '{{price:paperback+gift-wrap}}: unknown product "paperback"',
    ]);
  });
  test('only price-bearing text depends on the price list', () => {
    expect(needsPrices('<link href="{{origin}}/x">')).toBe(false);
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
