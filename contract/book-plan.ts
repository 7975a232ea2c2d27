// The book plan: everything the builder at /create hands to the order flow, as one zod schema. The
// build publishes it as JSON Schema at /schemas/book-plan.json so an order flow can validate what it
// receives; the browser checks the same rules (contract/book-plan-rules.ts) without zod.
import { z } from 'zod';
import { SCENE_IDS, STYLE_IDS } from '../src/pictures/about.ts';
import {
  BOOK_PLAN_VERSION,
  CHILD_LOOKS,
  COUNTRY_PATTERN,
  DEDICATION_MAX,
  DEDICATION_PATTERN,
  FORMATS,
  GRANDPARENT_LOOKS,
  GRANDPARENTS_MAX,
  NAME_MAX,
  NAME_PATTERN,
  SCENES_PER_BOOK,
  SLUG_PATTERN,
} from './book-plan-rules.ts';

/** Where the schema is published, relative to the site's origin. */
export const BOOK_PLAN_SCHEMA_PATH = '/schemas/book-plan.json';

const Name = z
  .string()
  .min(1)
  .max(NAME_MAX)
  .regex(new RegExp(NAME_PATTERN, 'u'), 'must be Latin-alphabet letters, spaces, hyphens, apostrophes or dots');

const Child = z.object({
  name: Name.meta({ description: 'The grandchild’s name, as printed on the cover and every spread' }),
  age: z.enum(CHILD_LOOKS.age),
  skin: z.enum(CHILD_LOOKS.skin),
  hairColour: z.enum(CHILD_LOOKS.hairColour),
  hairStyle: z.enum(CHILD_LOOKS.hairStyle),
  outfit: z.enum(CHILD_LOOKS.outfit),
  glasses: z.boolean(),
});

const Grandparent = z.object({
  name: Name.meta({ description: 'What the grandchild calls this grandparent: "Nana", "Grandpa Joe"' }),
  kind: z.enum(GRANDPARENT_LOOKS.kind),
  skin: z.enum(GRANDPARENT_LOOKS.skin),
  hair: z.enum(GRANDPARENT_LOOKS.hair),
  glasses: z.boolean(),
  facialHair: z.enum(GRANDPARENT_LOOKS.facialHair).meta({ description: 'Drawn for grandpas only' }),
});

export const BookPlan = z
  .object({
    version: z.literal(BOOK_PLAN_VERSION),
    child: Child,
    grandparents: z.array(Grandparent).min(1).max(GRANDPARENTS_MAX),
    style: z.enum(STYLE_IDS).meta({ description: 'An art style id, as GET /api/v1/art-styles lists them' }),
    scenes: z
      .array(z.enum(SCENE_IDS))
      .length(SCENES_PER_BOOK)
      .refine((scenes) => new Set(scenes).size === scenes.length, 'must not repeat a scene')
      .meta({ description: 'Scene ids in book order, each a two-page spread; as GET /api/v1/scenes lists them', uniqueItems: true }),
    dedication: z
      .string()
      .max(DEDICATION_MAX)
      .regex(new RegExp(DEDICATION_PATTERN, 'u'), 'must be printable text')
      .meta({ description: 'The dedication page; may be empty' }),
    format: z.enum(FORMATS),
    giftWrap: z.boolean(),
    country: z
      .string()
      .regex(new RegExp(COUNTRY_PATTERN), 'must be an ISO 3166-1 alpha-2 code')
      .meta({ description: 'Where the book ships (hardcover) or the buyer lives (digital)' }),
    occasion: z
      .string()
      .regex(new RegExp(SLUG_PATTERN))
      .optional()
      .meta({ description: 'An occasion slug, as GET /api/v1/occasions lists them' }),
  })
  .meta({ title: 'Grandtales book plan', description: 'A personalized book as planned at /create, sent to the order flow.' });
export type BookPlan = z.infer<typeof BookPlan>;

/** The schema as published: JSON Schema draft 2020-12. */
export function bookPlanJsonSchema(origin: string): Record<string, unknown> {
  return { ...z.toJSONSchema(BookPlan), $id: `${origin}${BOOK_PLAN_SCHEMA_PATH}` };
}
