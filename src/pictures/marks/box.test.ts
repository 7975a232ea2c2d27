import { describe, expect, test } from 'vitest';
import { box } from './box.ts';

describe('box', () => {
  const pick = box(['#ffffff', '#2b2b2b', '#9a9a9a', '#2f5f45', '#35b04a', '#1f6fe0', '#1c2d7a', '#45291b']);
  test('answers with a colour of the box', () => {
    expect(pick('#36b24c')).toBe('#35b04a');
    expect(pick('#fefefe')).toBe('#ffffff');
  });
  test('keeps the hue: a dark lawn at night is green, not grey, and a night sky navy, not brown', () => {
    expect(pick('#2f4a3c')).toBe('#2f5f45');
    expect(pick('#1f2a55')).toBe('#1c2d7a');
    expect(pick('#3a3a3a')).toBe('#2b2b2b');
  });
  test('answers the same every time', () => {
    expect(pick('#2f4a3c')).toBe(pick('#2f4a3c'));
  });
});
