// The /create link an agent or a share button hands over: only the non-personal choices of a book,
// in the fragment, so they never reach a server log and the page fills them in in the browser.
// Names, looks and the dedication are never part of it.

export interface CreateChoices {
  style?: string;
  occasion?: string;
  format?: 'hardcover' | 'digital';
  giftWrap?: boolean;
  country?: string;
  scenes?: string[];
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COUNTRY = /^[a-z]{2}$/i;

/** `#style=watercolor&occasion=christmas&format=hardcover&gift_wrap=1&country=AU&scenes=a,b,c`; absent fields are left out. */
export function createFragment(choices: CreateChoices): string {
  const fields: [string, string | undefined][] = [
    ['style', choices.style],
    ['occasion', choices.occasion],
    ['format', choices.format],
    ['gift_wrap', choices.giftWrap === undefined ? undefined : choices.giftWrap ? '1' : '0'],
    ['country', choices.country],
    ['scenes', choices.scenes?.join(',')],
  ];
  const present = fields.filter((field): field is [string, string] => field[1] !== undefined);
  return present.length === 0
    ? ''
    : `#${present.map(([key, value]) => `${key}=${encodeURIComponent(value).replaceAll('%2C', ',')}`).join('&')}`;
}

/** Reads a fragment (with or without its #) back, dropping unknown keys and malformed values. */
export function parseCreateFragment(fragment: string): CreateChoices {
  const choices: CreateChoices = {};
  for (const [key, value] of new URLSearchParams(fragment.replace(/^#/, ''))) {
    if ((key === 'style' || key === 'occasion') && ID.test(value)) choices[key] = value;
    else if (key === 'format' && (value === 'hardcover' || value === 'digital')) choices.format = value;
    else if (key === 'gift_wrap' && (value === '1' || value === '0')) choices.giftWrap = value === '1';
    else if (key === 'country' && COUNTRY.test(value)) choices.country = value.toUpperCase();
    else if (key === 'scenes') {
      const scenes = value.split(',').filter((scene) => ID.test(scene));
      if (scenes.length > 0) choices.scenes = [...new Set(scenes)];
    }
  }
  return choices;
}
