import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import type { Catalog } from '../../contract/catalog.ts';
import { ROUTES, type Route, routeById } from '../../contract/routes.ts';
import { parsePriceList } from '../pricing/price-list.ts';
import { createAnswers, MAX_REMEMBERED_VALUE } from './answers.ts';
import { enumOptions } from './query.ts';

const prices = parsePriceList('pricing.json', readFileSync(join(import.meta.dirname, '../../content/pricing.json'), 'utf8'), 1);
const delivery = {
  previewDays: { min: 1, max: 2 },
  makingDays: { hardcover: { min: 3, max: 5 }, digital: { min: 1, max: 2 } },
  shipping: {
    currency: 'USD',
    regions: [{ id: 'oceania', name: 'Oceania', countries: ['AU', 'NZ'], cost: 14.99, days: { min: 6, max: 10 } }],
  },
  deadlines: [{ occasion: 'christmas', name: 'Christmas', rule: { month: 12, day: 25 } }],
};
/** Enough of a catalog for every route's example to be a valid request. */
const catalog: Catalog = {
  art_styles: ['watercolor', 'crayon'].map((id) => ({ id, name: id, description: `Drawn in ${id}` })),
  scenes: (
    [
      ['baking-cookies', 'food'],
      ['counting-stars', 'sweet'],
      ['fishing', 'activity'],
      ['silly-hats', 'funny'],
    ] as const
  ).map(([id, category]) => ({ id, label: id, category })),
  occasions: ['christmas', 'birthday'].map((slug) => ({ slug, title: slug, description: `For ${slug}` })),
  retirements: [],
  delivery,
};
const fresh = () =>
  createAnswers({ catalog, pricing: { current: () => prices }, origin: 'https://books.example', today: () => '2026-11-20' });
const answers = fresh();
const quote = routeById('getPriceQuote');
const bookPlan = routeById('getBookPlan');
if (quote === undefined || bookPlan === undefined) throw new Error('no getPriceQuote or getBookPlan route');

/** A route's example request with one parameter set to a value. */
function exampleWith(route: Route, name: string, value: string): string {
  return new URLSearchParams({ ...route.example, [name]: value }).toString();
}

const parameters = ROUTES.flatMap((route) => Object.keys(route.query.shape).map((name) => [route.operationId, name, route] as const));

describe('the answers memory', () => {
  test('every route with parameters has an example that is a valid request, so each parameter below is tried on a 200', () => {
    for (const route of ROUTES) expect(answers(route, new URLSearchParams(route.example).toString()).status).toBe(200);
  });

  test.each(parameters)('%s: different values of %s are different entries, whichever is asked first', (_, name, route) => {
    const given = route.example[name];
    expect(given, `${route.operationId}'s example sets ${name}`).toBeDefined();
    // As long as the given value (so within the longest the memory keeps), and the empty value.
    const others = ['~', '\n', 'x'].map((last) => given.slice(0, -1) + last).concat('');
    // And every other value an enum allows: two valid answers.
    others.push(...(enumOptions(route.query.shape[name] as z.ZodType) ?? []).map(String).filter((option) => option !== given));
    for (const other of others) {
      for (const order of [
        [given, other],
        [other, given],
      ]) {
        const memory = fresh();
        const [first, second] = order.map((value) => exampleWith(route, name, value));
        const remembered = memory(route, first);
        expect(memory(route, first)).toBe(remembered);
        expect(memory(route, second).body.bytes.equals(remembered.body.bytes)).toBe(false);
      }
    }
  });

  test.each(parameters)('%s: no value of %s can spell another query’s key, even asked first', (_, name, route) => {
    const valid = new URLSearchParams(route.example).toString();
    const answer = fresh()(route, valid).body.bytes;
    for (const other of Object.keys(route.query.shape).filter((entry) => entry !== name)) {
      // name=<its value>\nother=<its value> with other left out, and the same with the key's other separators.
      for (const joiner of ['\n', '&', '=', ':', '-', '\u0000']) {
        const memory = fresh();
        const forged = new URLSearchParams({ ...route.example, [name]: `${route.example[name]}${joiner}${other}=${route.example[other]}` });
        forged.delete(other);
        memory(route, forged.toString());
        expect(memory(route, valid).body.bytes).toEqual(answer);
      }
    }
  });

  test('the poisoning of the issue: a newline in gift_wrap never answers the valid query', () => {
    const memory = fresh();
    const poison =
      'style=watercolor&occasion=christmas&format_type=hardcover&gift_wrap=true%0Acountry%3DAU&scenes=baking-cookies,counting-stars&ordered_on=2026-11-20';
    expect(memory(bookPlan, poison).status).toBe(422);
    const valid =
      'style=watercolor&occasion=christmas&format_type=hardcover&gift_wrap=true&country=AU&scenes=baking-cookies,counting-stars&ordered_on=2026-11-20';
    expect(memory(bookPlan, valid).status).toBe(200);
  });

  test('keys on the declared parameters only: unknown ones and repeats are the same entry', () => {
    const remembered = answers(quote, 'format_type=digital');
    expect(answers(quote, 'format_type=digital&x=1')).toBe(remembered);
    expect(answers(quote, `${'y'.repeat(60_000)}=1&format_type=digital`)).toBe(remembered);
    expect(answers(quote, 'format_type=hardcover&format_type=digital')).toBe(remembered);
    expect(answers(quote, 'format_type=hardcover')).not.toBe(remembered);
  });

  test('a value longer than any the schema accepts is answered (422) but never remembered', () => {
    const long = 'a'.repeat(64 * 1024);
    const first = answers(quote, `format_type=${long}`);
    expect(first.status).toBe(422);
    expect(answers(quote, `format_type=${long}`)).not.toBe(first);
    const bool = `gift_wrap=${'t'.repeat(MAX_REMEMBERED_VALUE + 1)}`;
    expect(answers(quote, bool)).not.toBe(answers(quote, bool));
    // a short invalid value is remembered like a valid one
    expect(answers(quote, 'format_type=paper')).toBe(answers(quote, 'format_type=paper'));
  });
});
