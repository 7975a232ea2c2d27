// Arrival and order-by dates at frozen days: on both sides of a deadline and of a weekend.
import { describe, expect, test } from 'vitest';
import { addBusinessDays, arrivalFor, type DeliveryFacts, nextOccurrence } from './arrival.ts';

const facts: DeliveryFacts = {
  previewDays: { min: 1, max: 2 },
  makingDays: { hardcover: { min: 3, max: 5 }, digital: { min: 1, max: 2 } },
  shipping: {
    currency: 'USD',
    regions: [
      { id: 'us', name: 'United States', countries: ['US'], cost: 5.99, days: { min: 3, max: 5 } },
      { id: 'australia-nz', name: 'Australia and New Zealand', countries: ['AU', 'NZ'], cost: 14.99, days: { min: 8, max: 14 } },
    ],
  },
  deadlines: [
    { occasion: 'christmas', name: 'Christmas', rule: { month: 12, day: 25 } },
    { occasion: 'mothers-day', name: "Mother's Day", rule: { month: 5, weekday: 0, nth: 2 } },
    { occasion: 'fathers-day', name: "Father's Day", rule: { month: 6, weekday: 0, nth: 3 } },
    { occasion: 'grandparents-day', name: 'Grandparents Day', rule: { month: 9, weekday: 1, nth: 1, offset: 6 } },
  ],
};

describe('nextOccurrence', () => {
  test('a fixed day: this year until it has passed, then next year', () => {
    expect(nextOccurrence({ month: 12, day: 25 }, '2026-11-24')).toBe('2026-12-25');
    expect(nextOccurrence({ month: 12, day: 25 }, '2026-12-25')).toBe('2026-12-25');
    expect(nextOccurrence({ month: 12, day: 25 }, '2026-12-26')).toBe('2027-12-25');
  });
  test("the nth weekday of a month: Mother's Day and Father's Day (US)", () => {
    expect(nextOccurrence({ month: 5, weekday: 0, nth: 2 }, '2026-11-24')).toBe('2027-05-09');
    expect(nextOccurrence({ month: 5, weekday: 0, nth: 2 }, '2026-01-01')).toBe('2026-05-10');
    expect(nextOccurrence({ month: 6, weekday: 0, nth: 3 }, '2026-11-24')).toBe('2027-06-20');
    expect(nextOccurrence({ month: 6, weekday: 0, nth: 3 }, '2025-01-01')).toBe('2025-06-15');
  });
  test('Grandparents Day, the Sunday after Labor Day, also when September starts on a Monday', () => {
    const rule = { month: 9, weekday: 1, nth: 1, offset: 6 };
    expect(nextOccurrence(rule, '2025-01-01')).toBe('2025-09-07');
    expect(nextOccurrence(rule, '2026-01-01')).toBe('2026-09-13');
    expect(nextOccurrence(rule, '2026-11-24')).toBe('2027-09-12');
  });
  test('a fifth weekday the month lacks is its last one', () => {
    expect(nextOccurrence({ month: 2, weekday: 1, nth: 5 }, '2026-01-01')).toBe('2026-02-23');
  });
});

describe('addBusinessDays', () => {
  test('counts Monday to Friday only, across a weekend', () => {
    expect(addBusinessDays('2026-11-19', 1)).toBe('2026-11-20'); // Thursday → Friday
    expect(addBusinessDays('2026-11-20', 1)).toBe('2026-11-23'); // Friday → Monday
    expect(addBusinessDays('2026-11-21', 1)).toBe('2026-11-23'); // Saturday → Monday
    expect(addBusinessDays('2026-11-22', 5)).toBe('2026-11-27'); // Sunday → Friday
    expect(addBusinessDays('2026-12-31', 2)).toBe('2027-01-04'); // across the year
    expect(addBusinessDays('2026-11-21', 0)).toBe('2026-11-21');
  });
});

describe('arrivalFor', () => {
  test('a hardcover to Australia: the region, its cost and the arrival range', () => {
    expect(arrivalFor(facts, { country: 'AU', format: 'hardcover', today: '2026-11-16' })).toEqual({
      region: { id: 'australia-nz', name: 'Australia and New Zealand', cost: 14.99 },
      earliest: '2026-12-02', // 12 business days after Monday the 16th
      latest: '2026-12-15', // 21 business days
    });
  });
  test('a digital book has no region and no shipping time', () => {
    expect(arrivalFor(facts, { country: 'ZZ', format: 'digital', today: '2026-11-16' })).toEqual({
      earliest: '2026-11-18',
      latest: '2026-11-20',
    });
  });
  test('ordered on a Friday or over the weekend, work starts on Monday', () => {
    const friday = arrivalFor(facts, { country: 'US', format: 'hardcover', today: '2026-11-20' });
    const saturday = arrivalFor(facts, { country: 'US', format: 'hardcover', today: '2026-11-21' });
    const monday = arrivalFor(facts, { country: 'US', format: 'hardcover', today: '2026-11-23' });
    expect([friday.earliest, friday.latest]).toEqual(['2026-12-01', '2026-12-08']);
    expect([saturday.earliest, saturday.latest]).toEqual(['2026-12-01', '2026-12-08']);
    expect([monday.earliest, monday.latest]).toEqual(['2026-12-02', '2026-12-09']);
  });
  test('Christmas to Australia: possible on the last day to order, not the day after', () => {
    // 21 business days at the most: ordered on Wednesday the 25th it arrives by Thursday the 24th.
    const on = arrivalFor(facts, { country: 'AU', format: 'hardcover', occasion: 'christmas', today: '2026-11-25' });
    expect(on.occasion).toEqual({ id: 'christmas', name: 'Christmas', date: '2026-12-25', orderBy: '2026-11-25', possible: true });
    expect(on.latest).toBe('2026-12-24');
    const after = arrivalFor(facts, { country: 'AU', format: 'hardcover', occasion: 'christmas', today: '2026-11-26' });
    expect(after.occasion).toEqual({ id: 'christmas', name: 'Christmas', date: '2026-12-25', orderBy: '2026-11-25', possible: false });
    expect(after.latest).toBe('2026-12-25');
  });
  test('too late for a hardcover, a digital book still arrives in time', () => {
    const digital = arrivalFor(facts, { country: 'AU', format: 'digital', occasion: 'christmas', today: '2026-11-26' });
    expect(digital.occasion).toMatchObject({ possible: true });
  });
  test('a last day to order on a weekend stays there: work starts on Monday either way', () => {
    // A digital book needs 4 business days: ordered by Sunday the 20th it is ready on Thursday the 24th.
    const sunday = arrivalFor(facts, { country: 'US', format: 'digital', occasion: 'christmas', today: '2026-12-20' });
    expect(sunday).toMatchObject({ latest: '2026-12-24', occasion: { orderBy: '2026-12-20', possible: true } });
    const monday = arrivalFor(facts, { country: 'US', format: 'digital', occasion: 'christmas', today: '2026-12-21' });
    expect(monday).toMatchObject({ latest: '2026-12-25', occasion: { orderBy: '2026-12-20', possible: false } });
  });
  test("Mother's Day from the coming May, to the United States", () => {
    const us = arrivalFor(facts, { country: 'US', format: 'hardcover', occasion: 'mothers-day', today: '2026-11-24' });
    expect(us.occasion).toMatchObject({ date: '2027-05-09', orderBy: '2027-04-21', possible: true });
  });
  test('the day after an occasion, its next occurrence is dated', () => {
    const next = arrivalFor(facts, { country: 'US', format: 'digital', occasion: 'christmas', today: '2026-12-26' });
    expect(next.occasion).toMatchObject({ date: '2027-12-25', possible: true });
  });
  test('an occasion without a date gets none; a country no region serves is refused for a hardcover', () => {
    expect(
      arrivalFor(facts, { country: 'US', format: 'hardcover', occasion: 'new-grandchild', today: '2026-11-24' }).occasion,
    ).toBeUndefined();
    expect(() => arrivalFor(facts, { country: 'ZZ', format: 'hardcover', today: '2026-11-24' })).toThrow(RangeError);
  });
});
