// A dated answer counts days from today: the cache must not serve yesterday's answer, while the
// answers of routes without a date stay the very same bytes across days. And every day an order may
// be planned for has an answer that fits the response schema.
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { ORDER_DAYS } from '../contract/plan-schemas.ts';
import { ROUTES, routeById } from '../contract/routes.ts';
import { createAnswers } from '../functions/api/answers.ts';
import { loadCatalog } from '../functions/api/catalog.ts';
import { createLogger } from '../functions/lib/log.ts';
import { createPricingSource } from '../functions/pricing/price-list.ts';

const ROOT = resolve(import.meta.dirname, '..');
const catalog = loadCatalog(resolve(ROOT, 'dist/catalog.json'));
const pricing = createPricingSource({ file: resolve(ROOT, 'content/pricing.json'), log: createLogger('silent') });

function route(operationId: string) {
  const found = routeById(operationId);
  if (found === undefined) throw new Error(`no ${operationId}`);
  return found;
}

test("a dated answer is rebuilt when the day changes; another route's answer is kept", () => {
  let day = '2026-11-25';
  const answers = createAnswers({ catalog, pricing, origin: 'https://example.com', today: () => day });
  const arrival = route('getArrival');
  const search = 'country=AU&occasion=christmas';
  const first = answers(arrival, search);
  const scenes = answers(route('listScenes'), '');
  expect(JSON.parse(first.body.bytes.toString())).toMatchObject({ ordered_on: '2026-11-25', occasion: { in_time: true } });
  expect(answers(arrival, search)).toBe(first);
  day = '2026-11-26';
  const next = answers(arrival, search);
  expect(JSON.parse(next.body.bytes.toString())).toMatchObject({ ordered_on: '2026-11-26', occasion: { in_time: false } });
  expect(next.body.etag).not.toBe(first.body.etag);
  expect(answers(route('listScenes'), '')).toBe(scenes);
});

test('every day ordered_on accepts answers 200 for every occasion, format and country, even the last; one day past is a 422 naming it', () => {
  const answers = createAnswers({ catalog, pricing, origin: 'https://example.com', today: () => '2026-11-25' });
  const dated = ROUTES.filter((entry) => 'ordered_on' in entry.query.shape);
  expect(dated.map((entry) => entry.operationId)).toEqual(['getArrival', 'getBookPlan']);
  const countries = catalog.delivery.shipping.regions.flatMap((region) => region.countries);
  const occasions = ['', ...catalog.occasions.map((occasion) => occasion.slug)];
  // Every fifth day of the last year and each of its last ten (an occasion's next date or an arrival
  // then falls in the last year there is), and the first and last days for every destination.
  const lastYear = Array.from({ length: 365 }, (_, day) => new Date(Date.UTC(9998, 0, 1 + day)).toISOString().slice(0, 10)).filter(
    (_, day) => day % 5 === 0 || day >= 355,
  );
  const requests = [
    ...lastYear.map((day) => [day, countries[0]] as const),
    ...countries.flatMap((country) => [ORDER_DAYS.first, ORDER_DAYS.last].map((day) => [day, country] as const)),
  ];
  for (const entry of dated) {
    for (const [day, country] of requests) {
      for (const occasion of occasions) {
        for (const format_type of ['hardcover', 'digital']) {
          const search = new URLSearchParams({ ...entry.example, country, format_type, occasion, ordered_on: day });
          if (occasion === '') search.delete('occasion');
          expect(answers(entry, search.toString()).status, `${entry.path}?${search}`).toBe(200);
        }
      }
    }
    for (const day of ['9999-01-01', '1999-12-31']) {
      const { status, body } = answers(entry, new URLSearchParams({ ...entry.example, ordered_on: day }).toString());
      expect(status).toBe(422);
      expect(JSON.parse(body.bytes.toString()).detail).toEqual([expect.objectContaining({ loc: ['query', 'ordered_on'], input: day })]);
    }
  }
});
