// npm install openapi-fetch && npx openapi-typescript {{origin}}/openapi.json -o grandtales-api.d.ts
import createClient from 'openapi-fetch';
import type { paths } from './grandtales-api';

export const grandtales = createClient<paths>({ baseUrl: '{{origin}}' });

// Paths, parameters and answers are typed from the schema: format_type: 'paperback' does not compile.
const { data, error, response } = await grandtales.GET('/api/v1/pricing/quote', {
  params: { query: { format_type: 'digital', gift_wrap: true } },
});
if (error) throw new Error(`HTTP ${response.status}: ${JSON.stringify(error)}`);
console.log(`A digital book with gift wrap: ${data.total} ${data.currency}`);
