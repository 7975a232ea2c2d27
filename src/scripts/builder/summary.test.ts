// The builder writes dates and money by hand (no Intl as /create opens): every form it writes must be
// the one the server's Intl writes, so the builder and the pages never disagree.
import { describe, expect, test } from 'vitest';
import { day, moneyFormat } from './summary.ts';

const intlDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
const intlMoney = (currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency });

describe('the builder writes what Intl writes', () => {
  test('every day of two years, leap day included', () => {
    for (let time = Date.UTC(2027, 0, 1); time < Date.UTC(2029, 0, 1); time += 86_400_000) {
      const date = new Date(time).toISOString().slice(0, 10);
      expect(day(date), date).toBe(intlDay.format(new Date(time)));
    }
  });

  test.each(['USD', 'EUR', 'GBP', 'CAD', 'CHF', 'JPY', 'KWD', 'SEK', 'INR'])('%s amounts, from one price the server wrote', (currency) => {
    const intl = intlMoney(currency);
    const money = moneyFormat(intl.format(44.99));
    expect(money.digits).toBe(intl.resolvedOptions().maximumFractionDigits);
    for (const amount of [0, 5, 44.99, 51.98, 999.5, 1000, 12345.67, 1234567.891]) {
      const rounded = Number(amount.toFixed(money.digits));
      expect(money.format(rounded), `${currency} ${rounded}`).toBe(intl.format(rounded));
    }
  });
});
