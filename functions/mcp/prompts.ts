// MCP prompts for the common asks of someone buying a gift: each turns a few arguments into the
// request a model would otherwise have to compose, naming the tools that answer it. Arguments
// are the non-personal choices only: no prompt asks for a name.
import type { GetPromptResult, Prompt } from '@modelcontextprotocol/sdk/types.js';

export interface Prompts {
  readonly list: readonly Prompt[];
  /** undefined for an unknown prompt name, a sentence for a required argument left out. */
  get(name: string, args?: Readonly<Record<string, string>>): GetPromptResult | string | undefined;
}

interface PromptEntry extends Prompt {
  text(args: Readonly<Record<string, string>>): string;
}

const PRIVACY =
  'Never ask for or pass the names, looks or any other personal detail of the family: the buyer adds those privately on the page create_url opens.';

const needed = (name: string, description: string) => ({ name, description, required: true });
const optional = (name: string, description: string) => ({ name, description, required: false });

const ENTRIES: readonly PromptEntry[] = [
  {
    name: 'find_gift_for_occasion',
    title: 'Find a gift for an occasion',
    description:
      'Use when someone wants a personalized grandparent storybook for an occasion (Christmas, a birthday, Grandparents Day…): suggests a style and scenes, gives the delivered price and whether it arrives in time, and ends with a link that opens the book ready to finish.',
    arguments: [
      needed('occasion', 'What the gift is for, in the buyer’s words or as an occasion slug (christmas)'),
      optional('country', 'Where the book goes, e.g. Australia or AU'),
      optional('format', 'hardcover or digital, if the buyer has said'),
    ],
    text: ({ occasion, country, format }) =>
      [
        `I want a personalized Grandtales storybook as a gift for ${occasion}${country ? `, delivered to ${country}` : ''}${format ? ` as a ${format} book` : ''}.`,
        'Find the matching occasion with list_occasions, and suggest an art style (list_art_styles) and a few scenes (list_scenes) that fit it.',
        'Then call get_book_plan with those choices to get the itemized and delivered price, the arrival dates and create_url; if the occasion has a date, say whether an order today arrives in time and, if a hardcover is too late, that a digital book may still be.',
        `Answer with the total, the dates and create_url. ${PRIVACY}`,
      ].join('\n'),
  },
  {
    name: 'will_it_arrive_by',
    title: 'Will it arrive by a date?',
    description:
      'Use when someone asks whether a book ordered today (or on a given day) arrives in a country by a date or an occasion: answers with the arrival range, the last day to order and what to do if it is too late.',
    arguments: [
      needed('country', 'Where the book goes, e.g. United Kingdom or GB'),
      needed('by', 'The date (YYYY-MM-DD) or the occasion (christmas, mothers-day…) it must arrive for'),
      optional('format', 'hardcover or digital; both are compared when left out'),
    ],
    text: ({ country, by, format }) =>
      [
        `Will a Grandtales storybook ordered today arrive in ${country} by ${by}${format ? ` as a ${format} book` : ''}?`,
        'Call get_arrival with the ISO country code, the format_type and, when it is an occasion, its slug (list_occasions has them): compare latest_arrival with the date, or read occasion.in_time and occasion.order_by.',
        `${format ? '' : 'Check hardcover and digital, since a digital book needs no shipping. '}Answer yes or no with the dates, and the last day to order.`,
      ].join('\n'),
  },
];

export function createPrompts(): Prompts {
  const byName = new Map(ENTRIES.map((entry) => [entry.name, entry]));
  return {
    list: ENTRIES.map(({ text: _, ...prompt }) => prompt),
    get(name, args = {}) {
      const entry = byName.get(name);
      if (entry === undefined) return undefined;
      const missing = entry.arguments?.find((argument) => argument.required && !args[argument.name]);
      if (missing !== undefined) return `Prompt ${name} needs the argument "${missing.name}"`;
      return { description: entry.description, messages: [{ role: 'user', content: { type: 'text', text: entry.text(args) } }] };
    },
  };
}
