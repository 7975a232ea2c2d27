// The builder's data at build time: the scenes with their story text, the occasions' suggested
// scenes, the styles, the countries a book ships to, and the facts the browser computes with
// (live prices as tokens, the store's delivery facts), written into /create as one JSON block.
import { DEFAULT_FAMILY } from '../pictures/index.ts';
import type { BuilderFacts } from '../scripts/builder/facts.ts';
import { bookText } from './book-text.ts';
import { artStyleEntries, publishedOccasions, readCatalog } from './catalog.ts';
import { mixedScenes } from './default-scenes.ts';
import { familyPictureNames } from './pictures.ts';
import { ORDER_URL } from './site.ts';
import { deliveryFacts, type Store } from './store.ts';

const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

/** The shipping regions with their countries by name, for the country picker. */
export function countryGroups(store: Store) {
  return store.shipping.regions.map((region) => ({
    ...region,
    countries: region.countries
      .map((code) => ({ code, name: COUNTRY_NAMES.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));
}

export async function builderData(store: Store) {
  const [catalog, text, occasions, styles, drawn] = await Promise.all([
    readCatalog(),
    bookText(),
    publishedOccasions(),
    artStyleEntries(),
    familyPictureNames(),
  ]);
  const countries = countryGroups(store);
  const facts: BuilderFacts = {
    priceExample: '{{price:hardcover}}',
    prices: { hardcover: 0, digital: 0, 'gift-wrap': 0 },
    delivery: deliveryFacts(store),
    scenes: text.scenes,
    defaultScenes: mixedScenes(catalog.scenes),
    occasions: occasions.map(({ id, data }) => ({
      id,
      name: store.deadlines.find((deadline) => deadline.occasion.id === id)?.name ?? data.title,
      scenes: data.scenes.map((scene) => scene.id),
    })),
    styles: text.styles,
    drawnByBuild: { family: DEFAULT_FAMILY, pictures: drawn },
    countries: Object.fromEntries(countries.flatMap((region) => region.countries.map(({ code, name }) => [code, name]))),
    ...(ORDER_URL && { orderUrl: ORDER_URL }),
  };
  // Prices are live: the front layer fills {{amount:…}} at request time, as a JSON number.
  const json = JSON.stringify(facts)
    .replace(
      /"prices":\{[^}]*\}/,
      '"prices":{"hardcover":{{amount:hardcover}},"digital":{{amount:digital}},"gift-wrap":{{amount:gift-wrap}}}',
    )
    .replaceAll('<', '\\u003c');
  return { facts, json, countries, scenesByCategory: catalog.scenes, styles, occasions };
}
