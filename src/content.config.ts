// The content contract: every collection is checked at build time against the API's own schemas,
// so the site and the API can never disagree on a name, a label or a description.
import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { SCENES_PER_BOOK } from '../contract/book-plan-rules.ts';
import { DateRule, Days, ShippingRegion } from '../contract/catalog.ts';
import { ArtStyle, Occasion, Scene } from '../contract/schemas.ts';
import { SCENE_GRANDPARENTS, SCENE_IDS } from './pictures/index.ts';
import { GRANDPARENT_PLACEHOLDER } from './utils/grandparents.ts';

const artStyles = defineCollection({
  loader: file('content/art-styles.yaml'),
  schema: ArtStyle.extend({
    look: z.string().min(1).meta({ description: 'A paragraph for the art styles page' }),
  }),
});

/** The grandparents a text names, as the picture generator's scenes record them. */
const named = (text: string) => [...new Set([...text.matchAll(GRANDPARENT_PLACEHOLDER)].map((match) => match[1]))].sort().join(' ');

const scenes = defineCollection({
  loader: file('content/scenes.yaml'),
  schema: Scene.extend({
    id: z.enum(SCENE_IDS as [string, ...string[]]).meta({ description: 'A scene src/pictures/ can draw' }),
    label: z
      .string()
      .min(1)
      .refine(
        (label) => label.replace(GRANDPARENT_PLACEHOLDER, '').match(/[{}]/) === null,
        'only {grandma} and {grandpa} may appear in braces',
      ),
    story: z
      .string()
      .min(1)
      .refine((story) => story.includes('{child}'), 'names the grandchild as {child}')
      .refine(
        (story) => story.replace(GRANDPARENT_PLACEHOLDER, '').replaceAll('{child}', '').match(/[{}]/) === null,
        'only {child}, {grandma} and {grandpa} may appear in braces',
      )
      // Read aloud in under twenty seconds: about fifty words at a calm reading pace.
      .refine((story) => story.split(/\s+/).length <= 50, 'is read aloud in under 20 seconds (at most 50 words)')
      .meta({ description: 'The text read aloud on the spread; content for the book, never in the API' }),
  }).superRefine((scene, context) => {
    // The picture shows the grandparents the label names: a "with {grandma}" scene draws a grandma's place.
    const drawn = [...(SCENE_GRANDPARENTS[scene.id] ?? [])].sort().join(' ');
    if (named(scene.label) !== drawn) {
      context.addIssue({
        code: 'custom',
        path: ['label'],
        message: `names ${named(scene.label) || 'no grandparent'}; its picture is drawn for ${drawn}`,
      });
    }
  }),
});

const occasions = defineCollection({
  loader: glob({ pattern: '*.md', base: 'content/occasions' }),
  schema: Occasion.pick({ title: true, description: true }).extend({
    order: z.number(),
    published: z.boolean().default(true),
    scenes: z.array(reference('scenes')).min(1),
    artStyles: z.array(reference('artStyles')).min(1),
    picture: reference('scenes').meta({ description: 'The scene drawn for the occasion, in its first art style' }),
  }),
});

const pages = defineCollection({
  loader: glob({ pattern: '*.md', base: 'content/pages' }),
  schema: Occasion.pick({ title: true, description: true }),
});

const Store = z
  .object({
    book: z.object({
      pages: z.int().positive(),
      scenes: z
        .literal(SCENES_PER_BOOK, `must be ${SCENES_PER_BOOK}, the book plan's SCENES_PER_BOOK (contract/book-plan-rules.ts)`)
        .meta({ description: 'Scenes a book holds, each on a two-page spread' }),
      size: z.string().min(1),
      paper: z.string().min(1),
      cover: z.string().min(1),
      print: z.string().min(1),
    }),
    previewDays: Days,
    makingDays: z.object({ hardcover: Days, digital: Days }),
    shipping: z.object({
      currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code'),
      regions: z.array(ShippingRegion).min(1),
    }),
    deadlines: z.array(
      z.object({
        occasion: reference('occasions'),
        name: z.string().min(1).meta({ description: 'The day as people call it: "Christmas"' }),
        rule: DateRule.meta({ description: 'When the day falls every year: the order-by dates are counted from it' }),
      }),
    ),
    guarantee: z.object({ days: z.int().positive(), promise: z.string().min(1) }),
    contact: z.object({ email: z.email(), hours: z.string().min(1), replyWithin: z.string().min(1) }),
  })
  .superRefine((store, context) => {
    // A country in two regions would have two shipping costs and two arrival dates.
    const seen = new Set<string>();
    store.shipping.regions.forEach((region, index) => {
      for (const country of region.countries) {
        if (seen.has(country))
          context.addIssue({ code: 'custom', message: `${country} is in two regions`, path: ['shipping', 'regions', index] });
        seen.add(country);
      }
    });
  });

/** content/store.yaml: one entry, `store`, holding every promise made to buyers. */
const store = defineCollection({ loader: file('content/store.yaml'), schema: Store });

export const collections = { artStyles, scenes, occasions, pages, store };
