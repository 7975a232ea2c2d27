// Query parameters whose allowed values are the catalog's (the countries we ship to, the occasions,
// the art styles, the scenes): content, not code, decides them. A route declares such a field with
// catalogChoice(); bindQuery() turns it into an enum of the built catalog's values, so the router's
// 422, /openapi.json, /developers and the MCP tool schemas all list the same values.
import { z } from 'zod';
import { shippingCountries } from './arrival.ts';
import type { Catalog } from './catalog.ts';

type CatalogList = 'countries' | 'occasions' | 'art_styles' | 'scenes';

const choiceLists = z.registry<{ list: CatalogList; many: boolean; description: string }>();

const valuesOf: Record<CatalogList, (catalog: Catalog) => string[]> = {
  countries: (catalog) => shippingCountries(catalog.delivery),
  occasions: (catalog) => catalog.occasions.map((occasion) => occasion.slug),
  art_styles: (catalog) => catalog.art_styles.map((style) => style.id),
  scenes: (catalog) => catalog.scenes.map((scene) => scene.id),
};

/** One value of a catalog list; unbound, any string. */
export function catalogChoice(list: CatalogList, description: string): z.ZodString {
  const field = z.string().meta({ description });
  choiceLists.add(field, { list, many: false, description });
  return field;
}

/** A comma-separated list (`a,b,c`) read as its items, each once. */
const commaList = (text: string) => [...new Set(text.split(','))];

/** Comma-separated values of a catalog list (`a,b,c`); unbound, any such list. */
export function catalogChoices(list: CatalogList, description: string) {
  const field = z.string().meta({ description }).transform(commaList);
  choiceLists.add(field, { list, many: true, description });
  return field;
}

function bindField(field: z.ZodType, catalog: Catalog): z.ZodType {
  if (field instanceof z.ZodOptional) return bindField(field.unwrap() as z.ZodType, catalog).optional();
  const choice = choiceLists.get(field);
  if (choice === undefined) return field;
  const values = valuesOf[choice.list](catalog);
  const { description } = choice;
  if (!choice.many) return z.enum(values).meta({ description });
  return z
    .string()
    .meta({ description })
    .transform(commaList)
    .pipe(z.array(z.enum(values)));
}

/** A query schema with its catalog fields bound to the catalog's values (the same object when it has none). */
export function bindQuery<S extends z.ZodObject>(schema: S, catalog: Catalog): S {
  const shape = schema.shape as Record<string, z.ZodType>;
  const bound = Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, bindField(field, catalog)]));
  if (Object.entries(bound).every(([name, field]) => field === shape[name])) return schema;
  // The bound fields parse to the same types as the unbound ones (strings and string lists).
  return z.object(bound) as unknown as S;
}
