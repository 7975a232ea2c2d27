// Scheduled API retirements (spec section 9), from content/retirements.json: a list of
// { "id": "/api/v1/…", "deprecated": "YYYY-MM-DD", "sunset": "YYYY-MM-DD", "replacement": "…" }.
// A plain file rather than a collection, because it is usually empty. Imported rather than read,
// so the bundler finds it from this file, whatever the working directory.
import { z } from 'astro/zod';
import retirements from '../../content/retirements.json';
import { Retirement } from '../../contract/catalog.ts';

export function readRetirements() {
  return z.array(Retirement).parse(retirements);
}
