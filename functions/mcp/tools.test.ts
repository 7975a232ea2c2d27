import { expect, test } from 'vitest';
import { searchOf } from './tools.ts';

test('arguments become the query string a GET would carry, whatever JSON they hold', () => {
  expect(searchOf({ format_type: 'digital', gift_wrap: true, scenes: ['a', 'b'], category: null })).toBe(
    'format_type=digital&gift_wrap=true&scenes=a%2Cb',
  );
  // JSON whose objects have a "toString" that is not a function: written as JSON text, never thrown on.
  const hostile = JSON.parse('{"scenes":[{"toString":null},7,"a"],"country":{"toString":1},"style":[[{"valueOf":null}]]}');
  expect(new URLSearchParams(searchOf(hostile)).get('scenes')).toBe('{"toString":null},7,a');
  expect(new URLSearchParams(searchOf(hostile)).get('country')).toBe('{"toString":1}');
  expect(new URLSearchParams(searchOf(hostile)).get('style')).toBe('[{"valueOf":null}]');
});
