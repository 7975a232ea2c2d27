// The content contract: every collection is checked at build time against the API's own schemas,
// so the site and the API can never disagree on a name, a label or a description.
import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { ArtStyle, Occasion, Scene } from '../functions/api/schemas.ts';
import { GRANDPARENT_PLACEHOLDER } from './utils/grandparents.ts';

const artStyles = defineCollection({
  loader: file('content/art-styles.yaml'),
  schema: ArtStyle.extend({
    look: z.string().min(1).meta({ description: 'A paragraph for the art styles page' }),
  }),
});

const scenes = defineCollection({
  loader: file('content/scenes.yaml'),
  schema: Scene.extend({
    label: z
      .string()
      .min(1)
      .refine(
        (label) => label.replace(GRANDPARENT_PLACEHOLDER, '').match(/[{}]/) === null,
        'only {grandma} and {grandpa} may appear in braces',
      ),
  }),
});

const occasions = defineCollection({
  loader: glob({ pattern: '*.md', base: 'content/occasions' }),
  schema: Occasion.pick({ title: true, description: true }).extend({
    order: z.number(),
    published: z.boolean().default(true),
    scenes: z.array(reference('scenes')).min(1),
    artStyles: z.array(reference('artStyles')).min(1),
  }),
});

const pages = defineCollection({
  loader: glob({ pattern: '*.md', base: 'content/pages' }),
  schema: Occasion.pick({ title: true, description: true }),
});

export const collections = { artStyles, scenes, occasions, pages };
