// The scenes a book is given for an occasion: the occasion's suggested scenes first, then the
// buyer's own choices, then the mix every book starts with, as many as a book holds.
import type { BuilderFacts } from './facts.ts';

export function suggestedScenes(
  facts: Pick<BuilderFacts, 'occasions' | 'defaultScenes'>,
  occasion: string | undefined,
  kept: readonly string[] = [],
): string[] {
  const suggested = facts.occasions.find((entry) => entry.id === occasion)?.scenes ?? [];
  return [...new Set([...suggested, ...kept, ...facts.defaultScenes])].slice(0, facts.defaultScenes.length);
}
