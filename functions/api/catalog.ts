// The server reads the catalog the build wrote once, at start-up.
import { readFileSync } from 'node:fs';
import { Catalog } from '../../contract/catalog.ts';

export function loadCatalog(file: string): Catalog {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: run "npm run build" first`);
  }
  return Catalog.parse(JSON.parse(text));
}
