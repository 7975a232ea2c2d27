// The scenes a fresh book starts with: one of each category in turn, so it mixes adventures, food,
// fun and quiet moments. The builder ticks them, and the build draws the first for its opening page.
import { SCENES_PER_BOOK } from '../../contract/book-plan-rules.ts';
import { readCatalog } from './catalog.ts';

export function mixedScenes(scenes: { id: string; category: string }[]): string[] {
  const byCategory = Map.groupBy(scenes, (scene) => scene.category);
  const mixed: string[] = [];
  for (let round = 0; mixed.length < SCENES_PER_BOOK; round += 1) {
    for (const group of byCategory.values()) if (group[round] && mixed.length < SCENES_PER_BOOK) mixed.push(group[round].id);
  }
  return mixed;
}

export const defaultScenes = async (): Promise<string[]> => mixedScenes((await readCatalog()).scenes);
