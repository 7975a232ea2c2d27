// Reads the content collections into the public catalog shape, in the one order the site and the
// API both show: styles by id, scenes by category (as the spec lists them) then id, occasions by order.
import { getCollection } from 'astro:content';
import type { Catalog } from '../../contract/catalog.ts';
import { SCENE_CATEGORIES } from '../../contract/schemas.ts';
import { resolveGrandparents } from './grandparents.ts';
import { readRetirements } from './retirements.ts';
import { CATEGORY_LABELS, type SceneCategory } from './site.ts';
import { deliveryFacts, readStore } from './store.ts';

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

export async function publishedOccasions() {
  const entries = await getCollection('occasions', (entry) => entry.data.published);
  return entries.sort((a, b) => a.data.order - b.data.order);
}

export async function artStyleEntries() {
  return (await getCollection('artStyles')).sort(byId);
}

export async function readCatalog(): Promise<Catalog> {
  const [styles, scenes, occasions, store] = await Promise.all([
    artStyleEntries(),
    getCollection('scenes'),
    publishedOccasions(),
    readStore(),
  ]);
  const categoryRank = (scene: (typeof scenes)[number]) => SCENE_CATEGORIES.indexOf(scene.data.category);
  scenes.sort((a, b) => categoryRank(a) - categoryRank(b) || byId(a, b));
  return {
    art_styles: styles.map(({ data }) => ({ id: data.id, name: data.name, description: data.description })),
    scenes: scenes.map(({ data }) => ({ id: data.id, label: resolveGrandparents(data.label), category: data.category })),
    occasions: occasions.map(({ id, data }) => ({ slug: id, title: data.title, description: data.description })),
    delivery: deliveryFacts(store),
    retirements: readRetirements(),
  };
}

/** The scenes grouped by category, in the spec's order, each category with its shopper label. */
export async function scenesByCategory() {
  const { scenes } = await readCatalog();
  return (Object.entries(CATEGORY_LABELS) as [SceneCategory, string][]).map(([category, label]) => ({
    category,
    label,
    scenes: scenes.filter((scene) => scene.category === category),
  }));
}
