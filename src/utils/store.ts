// The store's promises to buyers (content/store.yaml), read once per build.
import { getEntry } from 'astro:content';
import type { DeliveryFacts } from '../../contract/arrival.ts';

export async function readStore() {
  const entry = await getEntry('store', 'store');
  if (entry === undefined) throw new Error('content/store.yaml has no `store` entry');
  return entry.data;
}

export type Store = Awaited<ReturnType<typeof readStore>>;
export type Deadline = Store['deadlines'][number];

/** The order-by rule of a dated occasion, or undefined for an occasion without a date. */
export function deadlineOf(store: Store, occasion: string): Deadline | undefined {
  return store.deadlines.find((deadline) => deadline.occasion.id === occasion);
}

/** What contract/arrival.ts needs to date a delivery, as the catalog carries it to the server. */
export function deliveryFacts({ previewDays, makingDays, shipping, deadlines }: Store): DeliveryFacts {
  return {
    previewDays,
    makingDays,
    shipping,
    deadlines: deadlines.map(({ occasion, name, rule }) => ({ occasion: occasion.id, name, rule })),
  };
}
