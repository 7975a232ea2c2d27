// Delivery promises count business days (Monday to Friday), so an order-by date is checked in them.

/** Business days strictly between two calendar dates (UTC): the days left to make and ship a book. */
export function businessDaysBetween(from: Date, to: Date): number {
  let count = 0;
  for (const day = new Date(from); ; ) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day >= to) return count;
    if (day.getUTCDay() % 6 !== 0) count += 1;
  }
}
