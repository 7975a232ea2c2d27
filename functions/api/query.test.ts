import { describe, expect, test } from 'vitest';
import { QuoteQuery, ScenesQuery } from '../../contract/schemas.ts';
import { parseQuery } from './query.ts';

describe('lax booleans, as pydantic v2 parses them', () => {
  test.each(['true', 'TRUE', 'True', '1', 'yes', 'Yes', 'on', 'ON', 't', 'T', 'y', 'Y'])('%s is true', (value) => {
    expect(parseQuery(QuoteQuery, `gift_wrap=${value}`)).toEqual({ ok: true, value: { format_type: 'hardcover', gift_wrap: true } });
  });
  test.each(['false', 'False', '0', 'no', 'NO', 'off', 'f', 'F', 'n', 'N'])('%s is false', (value) => {
    expect(parseQuery(QuoteQuery, `gift_wrap=${value}`)).toMatchObject({ ok: true, value: { gift_wrap: false } });
  });
  test.each(['', 'maybe', ' true', 'true ', '2', 'yess', 'enabled', '%20true'])('%j is bool_parsing', (value) => {
    const result = parseQuery(QuoteQuery, `gift_wrap=${value}`);
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          type: 'bool_parsing',
          loc: ['query', 'gift_wrap'],
          msg: 'Input should be a valid boolean, unable to interpret input',
          input: decodeURIComponent(value),
        },
      ],
    });
  });
});

describe('enums', () => {
  test('defaults apply when a parameter is absent', () => {
    expect(parseQuery(QuoteQuery, '')).toEqual({ ok: true, value: { format_type: 'hardcover', gift_wrap: false } });
    expect(parseQuery(ScenesQuery, '')).toEqual({ ok: true, value: {} });
  });
  test('values are case-sensitive, like pydantic enums', () => {
    expect(parseQuery(ScenesQuery, 'category=Food')).toMatchObject({ ok: false, errors: [{ type: 'enum', input: 'Food' }] });
  });
  test('the last repeated value wins and unknown parameters are ignored', () => {
    expect(parseQuery(ScenesQuery, 'category=funny&category=food&page=2')).toEqual({ ok: true, value: { category: 'food' } });
  });
  test('form encoding is decoded before validation', () => {
    expect(parseQuery(ScenesQuery, 'category=%66ood')).toEqual({ ok: true, value: { category: 'food' } });
  });
  test('several invalid parameters give one item each, in declaration order', () => {
    const result = parseQuery(QuoteQuery, 'gift_wrap=x&format_type=y');
    expect(result.ok || result.errors.map((error) => error.loc[1])).toEqual(['format_type', 'gift_wrap']);
  });
});
