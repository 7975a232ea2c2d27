// Scheduled API retirements (spec section 9), from content/retirements.json: a list of
// { "id": "/api/v1/…", "deprecated": "YYYY-MM-DD", "sunset": "YYYY-MM-DD", "replacement": "…" }.
// A plain file rather than a collection, because it is usually empty.
import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { Retirement } from '../../functions/catalog.ts';

export function readRetirements(file = 'content/retirements.json') {
  return z.array(Retirement).parse(JSON.parse(readFileSync(file, 'utf8')));
}
