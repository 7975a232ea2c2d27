// Real example responses for /developers, built from the same catalog the API serves. Prices stay
// live: amounts are tokens the front layer fills in from the pricing file.
import { readFileSync } from 'node:fs';
import type { Catalog } from '../../functions/catalog.ts';
import { artStylesResponse, occasionsResponse, scenesResponse, statusResponse } from '../../functions/responses.ts';
import { PricingResponse, SCENE_CATEGORIES } from '../../functions/schemas.ts';
import { ORIGIN } from './site.ts';

const AMOUNT = /"__amount:([a-z0-9*+-]+)__"/g;
const amount = (expression: string) => `__amount:${expression}__`;
const show = (value: unknown) => JSON.stringify(value, null, 2).replace(AMOUNT, '{{amount:$1}}');

interface Example {
  path: string;
  anchor: string;
  summary: string;
  parameters: { name: string; values: string; default: string }[];
  request: string;
  response: string;
}

export function apiExamples(catalog: Catalog): Example[] {
  const pricing = PricingResponse.parse(JSON.parse(readFileSync('content/pricing.json', 'utf8')));
  const example = (path: string, summary: string, response: unknown, request = path, parameters: Example['parameters'] = []) => ({
    path,
    anchor: path.split('/').slice(3).join('-'),
    summary,
    parameters,
    request,
    response: show(response),
  });
  return [
    example('/api/v1/status', 'A cheap liveness and discovery probe: the service name, "ok", the contract version and where to find the schema, these docs and the website.', statusResponse(ORIGIN)),
    example('/api/v1/pricing', 'The live price list: every product and add-on, with the currency that applies to every price.', {
      currency: '__currency__',
      products: pricing.products.map((product) => ({ ...product, price: amount(product.id) })),
    }),
    example(
      '/api/v1/pricing/quote',
      'The itemized price of one book. discount is always 0: discounts are applied only at checkout. total = base_price + gift_wrap - discount.',
      { currency: '__currency__', base_price: amount('digital'), gift_wrap: amount('gift-wrap'), discount: 0, total: amount('digital+gift-wrap') },
      '/api/v1/pricing/quote?format_type=digital&gift_wrap=true',
      [
        { name: 'format_type', values: 'hardcover (printed book) or digital (PDF download)', default: 'hardcover' },
        { name: 'gift_wrap', values: 'true or false (also 1/0, yes/no, on/off, t/f, y/n)', default: 'false' },
      ],
    ),
    example('/api/v1/art-styles', 'Every illustration style. The id is what the order flow stores.', artStylesResponse(catalog)),
    example(
      '/api/v1/scenes',
      'Every selectable story scene, or only one category. count is the number returned after filtering.',
      scenesResponse(catalog, 'sweet'),
      '/api/v1/scenes?category=sweet',
      [{ name: 'category', values: SCENE_CATEGORIES.join(', '), default: 'none (all scenes)' }],
    ),
    example('/api/v1/occasions', 'Every published gift-occasion landing page, with its absolute URL.', occasionsResponse(catalog, ORIGIN)),
  ].map((entry) => ({ ...entry, response: entry.response.replaceAll('"__currency__"', '"{{currency}}"') }));
}
