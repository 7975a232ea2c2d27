import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { routeById } from '../../contract/routes.ts';
import { parsePriceList } from '../pricing/price-list.ts';
import { createAnswers, MAX_REMEMBERED_VALUE } from './answers.ts';

const prices = parsePriceList('pricing.json', readFileSync(join(import.meta.dirname, '../../content/pricing.json'), 'utf8'), 1);
const delivery = {
  previewDays: { min: 1, max: 2 },
  makingDays: { hardcover: { min: 3, max: 5 }, digital: { min: 1, max: 2 } },
  shipping: { currency: 'USD', regions: [] },
  deadlines: [],
};
const catalog = { art_styles: [], scenes: [], occasions: [], retirements: [], delivery };
const answers = createAnswers({ catalog, pricing: { current: () => prices }, origin: 'https://books.example' });
const quote = routeById('getPriceQuote');
if (quote === undefined) throw new Error('no getPriceQuote route');

describe('the answers memory', () => {
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
