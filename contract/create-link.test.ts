import { describe, expect, test } from 'vitest';
import { type CreateChoices, createFragment, parseCreateFragment } from './create-link.ts';

describe('createFragment', () => {
  test('writes every choice in a fixed order, scenes comma-separated', () => {
    const fragment = createFragment({
      scenes: ['baking-cookies', 'fishing-trip', 'bedtime-story'],
      country: 'AU',
      giftWrap: true,
      format: 'hardcover',
      occasion: 'christmas',
      style: 'watercolor',
    });
    expect(fragment).toBe(
      '#style=watercolor&occasion=christmas&format=hardcover&gift_wrap=1&country=AU&scenes=baking-cookies,fishing-trip,bedtime-story',
    );
  });

  test('leaves out absent fields, and is empty without choices', () => {
    expect(createFragment({ format: 'digital', giftWrap: false })).toBe('#format=digital&gift_wrap=0');
    expect(createFragment({})).toBe('');
  });

  test('reads back what it wrote', () => {
    const choices: CreateChoices = {
      style: 'crayon-doodle',
      occasion: 'mothers-day',
      format: 'digital',
      giftWrap: false,
      country: 'GB',
      scenes: ['a', 'b-c'],
    };
    expect(parseCreateFragment(createFragment(choices))).toEqual(choices);
  });
});

describe('parseCreateFragment', () => {
  test('drops unknown keys and malformed values, keeps the rest', () => {
    expect(
      parseCreateFragment(
        '#style=Water%20Color&occasion=christmas&format=paperback&gift_wrap=yes&country=AUS&name=Ada&scenes=ok,Bad%20One,,ok',
      ),
    ).toEqual({
      occasion: 'christmas',
      scenes: ['ok'],
    });
  });

  test('takes a fragment without its #, and a country in any case', () => {
    expect(parseCreateFragment('country=au&gift_wrap=1')).toEqual({ country: 'AU', giftWrap: true });
  });

  test('an empty or garbled fragment gives no choices', () => {
    expect(parseCreateFragment('')).toEqual({});
    expect(parseCreateFragment('#%%%&&=')).toEqual({});
  });
});
