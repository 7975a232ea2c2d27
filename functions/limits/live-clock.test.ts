import { expect, test } from 'vitest';
import { createLiveClock } from './live-clock.ts';

test('follows the wall while it is read often, and counts a longer gap as one step', () => {
  let wall = 1000;
  const clock = createLiveClock(100, () => wall);
  expect(clock()).toBe(0);
  for (const step of [50, 100, 30]) {
    wall += step;
    clock();
  }
  expect(clock()).toBe(180);
  wall += 5000;
  expect(clock()).toBe(280);
  wall += 60;
  expect(clock()).toBe(340);
});
