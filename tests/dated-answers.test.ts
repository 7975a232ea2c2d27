// A dated answer counts days from today: the cache must not serve yesterday's answer, while the
// answers of routes without a date stay the very same bytes across days.
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { routeById } from '../contract/routes.ts';
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
