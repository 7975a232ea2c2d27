// What a printer accepts in a book plan, as plain constants and checks with no dependency: the zod
// schema (contract/book-plan.ts, published as JSON Schema) is built from these, and the browser runs
// the same checks without shipping zod.
import {
  AGES,
  FACIAL_HAIR,
  GRANDPARENT_HAIR,
  GRANDPARENT_KINDS,
  HAIR_COLOURS,
  HAIR_STYLES,
  OUTFITS,
  SKIN_TONES,
} from '../src/pictures/family.ts';

/** The API's book formats (spec section 4), in the order the builder offers them. */
export const FORMATS = ['hardcover', 'digital'] as const;
export type Format = (typeof FORMATS)[number];

/** Changes only when a field changes meaning; an order flow checks it first. */
export const BOOK_PLAN_VERSION = 1;

/** Scenes in one book, each on a two-page spread; content/store.yaml's `book.scenes` must say the same. */
export const SCENES_PER_BOOK = 10;
/** Names are set on the cover and on every spread in the book's typeface: short enough for one line. */
export const NAME_MAX = 20;
/** Letters of the Latin alphabet (accents included, the printer's fonts have them), then spaces, hyphens, apostrophes, dots. */
export const NAME_PATTERN = "^\\p{Script=Latin}[\\p{Script=Latin}\\p{M} .'’-]*$";
/** The dedication page holds this many characters at a size a grandchild can read. */
export const DEDICATION_MAX = 250;
/** Printable text and line breaks only: a control character would print as a box. */
export const DEDICATION_PATTERN = '^(?:[^\\p{Cc}]|[\\n\\r\\t])*$';
export const GRANDPARENTS_MAX = 2;
/** ISO 3166-1 alpha-2, where the book ships (hardcover) or the buyer lives (digital). */
export const COUNTRY_PATTERN = '^[A-Z]{2}$';
/** An occasion's slug. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/** The looks a grandchild and a grandparent are drawn with: each field's choices. */
export const CHILD_LOOKS = { age: AGES, skin: SKIN_TONES, hairColour: HAIR_COLOURS, hairStyle: HAIR_STYLES, outfit: OUTFITS } as const;
export const GRANDPARENT_LOOKS = { kind: GRANDPARENT_KINDS, skin: SKIN_TONES, hair: GRANDPARENT_HAIR, facialHair: FACIAL_HAIR } as const;

const NAME = new RegExp(NAME_PATTERN, 'u');
const DEDICATION = new RegExp(DEDICATION_PATTERN, 'u');

/** Why a name cannot be printed, in words for the buyer, or undefined when it can. */
export function nameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'Please type a name.';
  if ([...trimmed].length > NAME_MAX) return `Please keep it to ${NAME_MAX} characters: it is printed on one line.`;
  if (!NAME.test(trimmed)) {
    return 'Please use letters (accents are fine), spaces, hyphens or apostrophes: the book is printed in a Latin-alphabet typeface.';
  }
  return undefined;
}

/** Why a dedication cannot be printed, or undefined when it can. */
export function dedicationProblem(text: string): string | undefined {
  if ([...text].length > DEDICATION_MAX) return `Please keep the dedication to ${DEDICATION_MAX} characters.`;
  if (!DEDICATION.test(text)) return 'The dedication holds a character that cannot be printed: please type it again.';
  return undefined;
}
