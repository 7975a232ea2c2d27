// The words of the date tokens on frozen days: before, on and after the last day to order.
import { describe, expect, test } from 'vitest';
import type { DeliveryFacts } from './arrival.ts';
import { dateTokenProblem, dateTokens, renderDateToken } from './delivery-phrases.ts';

const facts: DeliveryFacts = {
  previewDays: { min: 1, max: 2 },
  makingDays: { hardcover: { min: 3, max: 5 }, digital: { min: 1, max: 2 } },
  shipping: {
    currency: 'USD',
    regions: [{ id: 'australia-nz', name: 'Australia and New Zealand', countries: ['AU', 'NZ'], cost: 14.99, days: { min: 8, max: 14 } }],
  },
  deadlines: [{ occasion: 'christmas', name: 'Christmas', rule: { month: 12, day: 25 } }],
};
const token = (text: string) => text.slice(2, -2);
const hardcover = token(dateTokens.orderBy('christmas', 'hardcover', 'australia-nz'));
const digital = token(dateTokens.orderBy('christmas', 'digital'));

describe('the last day to order for Christmas delivery to Australia', () => {
  test('before it: the date', () => {
    expect(renderDateToken(hardcover, facts, '2026-11-24')).toBe('Wednesday, November 25, 2026');
  });
  test('on it: today is the last day', () => {
    expect(renderDateToken(hardcover, facts, '2026-11-25')).toBe('today, Wednesday, November 25, 2026, is the last day');
  });
  test('after it: too late for a hardcover, a digital book still arrives in time', () => {
    expect(renderDateToken(hardcover, facts, '2026-11-26')).toBe(
      'too late for a hardcover (the last day was Wednesday, November 25, 2026); a digital book still arrives in time',
    );
  });
  test('after the digital one too: too late this year', () => {
    expect(renderDateToken(digital, facts, '2026-12-21')).toBe('too late for Christmas 2026 (the last day was Sunday, December 20, 2026)');
  });
  test('the day after Christmas counts to the next one', () => {
    expect(renderDateToken(token(dateTokens.occasionDate('christmas')), facts, '2026-12-26')).toBe('Saturday, December 25, 2027');
  });
});

test('ordered today: the arrival range, over the weekend', () => {
  expect(renderDateToken(token(dateTokens.arrives('digital')), facts, '2026-11-20')).toBe(
    'Tuesday, November 24, 2026 to Thursday, November 26, 2026',
  );
});

test('tokens naming what does not exist are problems', () => {
  expect(dateTokenProblem('order-by:easter:digital', facts)).toMatch(/not a dated occasion/);
  expect(dateTokenProblem('order-by:christmas:hardcover', facts)).toMatch(/names its shipping region/);
  expect(dateTokenProblem('arrives:hardcover:mars', facts)).toMatch(/names its shipping region/);
  expect(dateTokenProblem(hardcover, facts)).toBeUndefined();
});
