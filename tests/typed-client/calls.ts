// Run by tests/typed-client.test.ts beside the /developers client (client.ts) and the types that
// openapi-typescript generated from the served /openapi.json: it must type-check, then it calls
// every operation, an invalid query (422) and enough requests for a 429, and prints what it got.
import { grandtales } from './client.ts';

const answer = <T>({ data, response }: { data?: T; response: Response }) => ({ url: response.url, data });

const status = await grandtales.GET('/api/v1/status');
const pricing = await grandtales.GET('/api/v1/pricing');
const quote = await grandtales.GET('/api/v1/pricing/quote', { params: { query: { format_type: 'digital', gift_wrap: true } } });
const styles = await grandtales.GET('/api/v1/art-styles');
const scenes = await grandtales.GET('/api/v1/scenes', { params: { query: { category: 'sweet' } } });
const occasions = await grandtales.GET('/api/v1/occasions');
const arrival = await grandtales.GET('/api/v1/arrival', {
  params: { query: { country: 'AU', format_type: 'hardcover', occasion: 'christmas', ordered_on: '2026-11-20' } },
});
const plan = await grandtales.GET('/api/v1/book-plan', {
  params: {
    query: {
      style: 'watercolor',
      occasion: 'christmas',
      format_type: 'hardcover',
      gift_wrap: true,
      country: 'AU',
      scenes: 'baking-cookies,counting-stars',
      ordered_on: '2026-11-20',
    },
  },
});

// The answers are typed: these only compile if the generated types say so.
const typed: {
  version: string;
  prices: number[];
  total: number;
  styles: string[];
  labels: string[];
  urls: string[];
  orderBy: string;
  link: string;
} = {
  version: status.data?.version ?? '',
  prices: pricing.data?.products.map((product) => product.price) ?? [],
  total: quote.data?.total ?? 0,
  styles: styles.data?.art_styles.map((style) => style.id) ?? [],
  labels: scenes.data?.scenes.map((scene) => scene.label) ?? [],
  urls: occasions.data?.occasions.map((occasion) => occasion.url) ?? [],
  orderBy: arrival.data?.occasion?.order_by ?? '',
  link: plan.data?.create_url ?? '',
};

// @ts-expect-error: the types allow only 'hardcover' or 'digital'.
const invalid = await grandtales.GET('/api/v1/pricing/quote', { params: { query: { format_type: 'paperback' } } });

let limited = await grandtales.GET('/api/v1/status');
for (let attempt = 0; attempt < 100 && limited.response.status !== 429; attempt += 1) limited = await grandtales.GET('/api/v1/status');

console.log(
  JSON.stringify({
    answers: {
      getStatus: answer(status),
      getPricing: answer(pricing),
      getPriceQuote: answer(quote),
      listArtStyles: answer(styles),
      listScenes: answer(scenes),
      listOccasions: answer(occasions),
      getArrival: answer(arrival),
      getBookPlan: answer(plan),
    },
    typed,
    invalid: { status: invalid.response.status, error: Array.isArray(invalid.error?.detail) ? invalid.error.detail[0]?.type : undefined },
    limited: { status: limited.response.status, retryAfter: limited.response.headers.get('retry-after'), error: limited.error?.detail },
  }),
);
