// The product feed for shopping agents and merchant centres, in Google Merchant Center's product
// data format (RSS 2.0 with the g: namespace). Prices and the currency are live tokens, filled by
// the server from the price list like every other price; shipping per country comes from
// store.yaml, the same facts as the JSON-LD offers.
import type { APIRoute } from 'astro';
import { orderHref } from '../../utils/order-link.ts';
import { productTexts } from '../../utils/products.ts';
import { ORIGIN, STORE_NAME, TAGLINE } from '../../utils/site.ts';
import { readStore } from '../../utils/store.ts';

export const prerender = true;

/** The picture every item shows: the store's social card. */
const IMAGE = '/social/home.png';
const BOOK_FORMATS: Record<string, 'hardcover' | 'digital'> = { hardcover: 'hardcover', digital: 'digital' };

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const element = (name: string, value: string | number) => `<g:${name}>${escapeXml(String(value))}</g:${name}>`;
/** Site paths become absolute; the order flow may already be. */
const absolute = (href: string) => (href.startsWith('/') ? `${ORIGIN}${href}` : href);

export const GET: APIRoute = async () => {
  const store = await readStore();
  const { shipping, previewDays, makingDays } = store;
  const shippingOf = () =>
    shipping.regions.flatMap((region) =>
      region.countries.map(
        (country) =>
          `<g:shipping>${[
            element('country', country),
            element('service', 'Tracked post'),
            element('price', `${region.cost.toFixed(2)} ${shipping.currency}`),
            element('min_handling_time', previewDays.min + makingDays.hardcover.min),
            element('max_handling_time', previewDays.max + makingDays.hardcover.max),
            element('min_transit_time', region.days.min),
            element('max_transit_time', region.days.max),
          ].join('')}</g:shipping>`,
      ),
    );
  const items = productTexts(store).map((product) => {
    const format = BOOK_FORMATS[product.id];
    const fields = [
      element('id', product.id),
      element('title', product.name),
      element('description', product.covers),
      element('link', absolute(format ? orderHref({ format }) : '/pricing')),
      element('image_link', `${ORIGIN}${IMAGE}`),
      element('availability', 'in_stock'),
      // The token is filled at request time: a pricing edit shows without a rebuild.
      `<g:price>{{amount:${product.id}}} {{currency}}</g:price>`,
      element('brand', STORE_NAME),
      element('condition', 'new'),
      element('identifier_exists', 'no'),
      element('google_product_category', 'Media > Books'),
      ...(product.printed ? shippingOf() : []),
    ];
    return `<item>\n  ${fields.join('\n  ')}\n</item>`;
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    `<title>${escapeXml(STORE_NAME)}</title>`,
    `<link>${ORIGIN}/</link>`,
    `<description>${escapeXml(TAGLINE)}</description>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
