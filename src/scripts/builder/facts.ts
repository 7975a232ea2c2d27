// What the builder knows about the store, written into /create at build time as JSON (prices as
// live-price tokens the front layer fills at request time) and read once by the browser.
import type { DeliveryFacts } from '../../../contract/arrival.ts';
import type { Family } from '../../pictures/draw.ts';

export interface SceneFacts {
  id: string;
  /** With {grandma} and {grandpa} placeholders, as content/scenes.yaml writes it. */
  label: string;
  /** With {child}, {grandma} and {grandpa} placeholders. */
  story: string;
}

export interface BuilderFacts {
  /** One price as the server writes it (a live token), so the builder writes money the same way. */
  priceExample: string;
  /** Live amounts by product id. */
  prices: { hardcover: number; digital: number; 'gift-wrap': number };
  delivery: DeliveryFacts;
  scenes: readonly SceneFacts[];
  /** The scenes a book starts with before the buyer picks any. */
  defaultScenes: string[];
  occasions: { id: string; name: string; scenes: string[] }[];
  styles: readonly { id: string; name: string }[];
  /** The pictures the build drew of this family, by name (pictureName): fetched, not drawn again. */
  drawnByBuild: { family: Family; pictures: string[] };
  countries: Record<string, string>;
  orderUrl?: string;
}

export const FACTS_ELEMENT_ID = 'builder-facts';

export function readFacts(): BuilderFacts {
  return JSON.parse(document.getElementById(FACTS_ELEMENT_ID)?.textContent ?? '{}');
}
