// The arrival and book plan operations over HTTP: dates from store.yaml by contract/arrival.ts,
// FastAPI-shaped 422s for every unknown choice, and a plan whose price, shipping and link agree
// with the price quote, the arrival operation and contract/create-link.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { arrivalFor, type DeliveryFacts } from '../contract/arrival.ts';
import { createFragment } from '../contract/create-link.ts';
import { ROOT } from '../harness/server.ts';
import { useServer } from './support/fixtures.ts';

const { store } = parse(readFileSync(`${ROOT}/content/store.yaml`, 'utf8')) as { store: DeliveryFacts };

const server = useServer();

const get = async (path: string) => {
  const response = await fetch(server.url + path);
  return { status: response.status, body: await response.json() };
};

describe('/api/v1/arrival', () => {
  test.each([
    ['AU', 'hardcover', '2026-11-25', true],
    ['AU', 'hardcover', '2026-11-26', false],
    ['US', 'digital', '2026-12-20', true],
    ['US', 'digital', '2026-12-21', false],
  ] as const)('%s %s ordered on %s: in time for Christmas is %s', async (country, format, orderedOn, inTime) => {
    const { status, body } = await get(
      `/api/v1/arrival?country=${country}&format_type=${format}&occasion=christmas&ordered_on=${orderedOn}`,
    );
    expect(status).toBe(200);
    const expected = arrivalFor(store, { country, format, occasion: 'christmas', today: orderedOn });
    expect(body).toMatchObject({
      country,
      format_type: format,
      ordered_on: orderedOn,
      currency: store.shipping.currency,
      shipping: expected.region?.cost ?? 0,
      earliest_arrival: expected.earliest,
      latest_arrival: expected.latest,
      occasion: { slug: 'christmas', date: expected.occasion?.date, order_by: expected.occasion?.orderBy, in_time: inTime },
    });
    expect(body.shipping_region?.id).toBe(expected.region?.id);
  });

  test('without ordered_on the dates count from today (UTC); an undated occasion adds none', async () => {
    const { body } = await get('/api/v1/arrival?country=GB&occasion=new-grandchild');
    const today = new Date().toISOString().slice(0, 10);
    expect(body.ordered_on).toBe(today);
    expect(body.format_type).toBe('hardcover');
    expect(body.occasion).toBeUndefined();
    expect(body.earliest_arrival > today).toBe(true);
  });

  test.each([
    ['country=ZZ', 'country', 'enum'],
    ['country=au', 'country', 'enum'],
    ['country=AU&format_type=paperback', 'format_type', 'enum'],
    ['country=AU&occasion=halloween', 'occasion', 'enum'],
    ['country=AU&ordered_on=2026-02-30', 'ordered_on', 'date_from_datetime_parsing'],
    ['format_type=digital', 'country', 'missing'],
    // Days whose answers would leave four-digit years (or precede any order) are bounded.
    ['country=AU&format_type=hardcover&ordered_on=9999-12-31', 'ordered_on', 'less_than_equal'],
    ['country=AU&occasion=christmas&ordered_on=9999-01-01', 'ordered_on', 'less_than_equal'],
    ['country=AU&ordered_on=1999-12-31', 'ordered_on', 'greater_than_equal'],
    ['country=AU&ordered_on=0001-01-01', 'ordered_on', 'greater_than_equal'],
  ])('%s is a 422 for %s (%s)', async (search, name, type) => {
    const { status, body } = await get(`/api/v1/arrival?${search}`);
    expect(status).toBe(422);
    expect(body.detail).toEqual([expect.objectContaining({ type, loc: ['query', name] })]);
  });
});

describe('/api/v1/book-plan', () => {
  const choices =
    'style=cozy-gouache&occasion=mothers-day&format_type=hardcover&gift_wrap=yes&country=CA&scenes=baking-cookies,counting-stars';

  test('the price is the quote, plus shipping is the delivered total; the dates are the arrival answer', async () => {
    const { status, body } = await get(`/api/v1/book-plan?${choices}&ordered_on=2027-04-01`);
    expect(status).toBe(200);
    const quote = await get('/api/v1/pricing/quote?format_type=hardcover&gift_wrap=true');
    const arrival = await get('/api/v1/arrival?country=CA&format_type=hardcover&occasion=mothers-day&ordered_on=2027-04-01');
    expect(body.price).toEqual(quote.body);
    expect(body.arrival).toEqual(arrival.body);
    expect(body.delivered_total).toBeCloseTo(quote.body.total + arrival.body.shipping, 10);
    expect(body.style.id).toBe('cozy-gouache');
    expect(body.occasion.slug).toBe('mothers-day');
    expect(body.scenes.map((scene: { id: string }) => scene.id)).toEqual(['baking-cookies', 'counting-stars']);
  });

  test('create_url opens /create with exactly the choices, in the fragment, and nothing else', async () => {
    const { body } = await get(`/api/v1/book-plan?${choices}`);
    const status = await get('/api/v1/status');
    const fragment = createFragment({
      style: 'cozy-gouache',
      occasion: 'mothers-day',
      format: 'hardcover',
      giftWrap: true,
      country: 'CA',
      scenes: ['baking-cookies', 'counting-stars'],
    });
    expect(body.create_url).toBe(`${new URL(status.body.human_site).origin}/create${fragment}`);
    expect(new URL(body.create_url).search).toBe('');
  });

  test.each([
    ['style=pastel&country=US', [['style']]],
    ['style=watercolor&country=US&scenes=baking-cookies,moon-landing', [['scenes', 1]]],
    ['style=watercolor&country=US&occasion=easter&gift_wrap=perhaps', [['occasion'], ['gift_wrap']]],
    ['country=US', [['style']]],
    ['style=watercolor&occasion=christmas&country=AU&ordered_on=9999-12-31', [['ordered_on']]],
  ])('%s is a 422 locating each bad choice', async (search, locations) => {
    const { status, body } = await get(`/api/v1/book-plan?${search}`);
    expect(status).toBe(422);
    expect(body.detail.map((error: { loc: unknown[] }) => error.loc.slice(1))).toEqual(locations);
  });
});
