// The catalog as the build writes it (dist/catalog.json, outside the public site): validated
// content with the grandparent placeholders resolved. The server reads it once at start-up.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { Retirement } from './retirements.ts';
import { ArtStyle, Occasion, Scene } from './schemas.ts';

export const Catalog = z.object({
  art_styles: z.array(ArtStyle),
  scenes: z.array(Scene),
  occasions: z.array(Occasion.omit({ url: true })),
  retirements: z.array(Retirement).default([]),
});
export type Catalog = z.infer<typeof Catalog>;

export function loadCatalog(file: string): Catalog {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: run "npm run build" first`);
  }
  return Catalog.parse(JSON.parse(text));
}
