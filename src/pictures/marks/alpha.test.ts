import { expect, test } from 'vitest';
import { alpha } from './alpha.ts';

test('an opacity keeps its hundredths and stays between 0 and 1', () => {
  expect([alpha(0.13), alpha(0.155), alpha(1.2), alpha(-0.1), alpha(0.5)]).toEqual(['0.13', '0.16', '1', '0', '0.5']);
});
