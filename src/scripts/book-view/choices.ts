// The book's non-personal choices as the tool call brings them: its arguments first (enough to draw
// the book while the answer is on its way), then the plan it answered, which decides. A plan without
// scenes gets the occasion's, so the book shown is the book handed over.
import { type CreateChoices, createFragment } from '../../../contract/create-link.ts';
import type { BookPlanResponse } from '../../../contract/plan-schemas.ts';
import type { BuilderFacts } from '../builder/facts.ts';
import { suggestedScenes } from '../builder/scenes.ts';
import { day } from '../builder/summary.ts';

/** What the view knows of the store: written into it at build time. */
export type BookViewFacts = Pick<BuilderFacts, 'scenes' | 'defaultScenes' | 'occasions' | 'styles' | 'countries'>;

export const FACTS_ELEMENT_ID = 'book-view-facts';

export interface BookChoices {
  /** Exactly what the hand-over link carries. */
  link: CreateChoices & { style: string; scenes: string[] };
  styleName: string;
  occasionName?: string;
  /** /create on the store's origin, once the plan has said where it is. */
  builder?: string;
  /** When it arrives, in words, once the plan has said. */
  arrival?: string;
}

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value !== '' ? value.split(',') : [];

/** From the tool's arguments alone; undefined when they name no style this store draws. */
export function choicesFromInput(args: Record<string, unknown>, facts: BookViewFacts): BookChoices | undefined {
  const style = facts.styles.find((entry) => entry.id === args.style);
  if (style === undefined) return undefined;
  const occasion = facts.occasions.find((entry) => entry.id === args.occasion);
  const known = new Set(facts.scenes.map((scene) => scene.id));
  const scenes = listOf(args.scenes).filter((id) => known.has(id));
  return {
    link: { style: style.id, occasion: occasion?.id, scenes: scenes.length > 0 ? scenes : suggestedScenes(facts, occasion?.id) },
    styleName: style.name,
    occasionName: occasion?.name,
  };
}

/** From the plan get_book_plan answered. */
export function choicesFromPlan(plan: BookPlanResponse, facts: BookViewFacts): BookChoices {
  const occasion = plan.occasion?.slug;
  const scenes = plan.scenes.length > 0 ? plan.scenes.map((scene) => scene.id) : suggestedScenes(facts, occasion);
  const { arrival } = plan;
  const between = `between ${day(arrival.earliest_arrival)} and ${day(arrival.latest_arrival)}`;
  return {
    link: { style: plan.style.id, occasion, format: plan.format_type, giftWrap: plan.gift_wrap, country: arrival.country, scenes },
    styleName: plan.style.name,
    occasionName: facts.occasions.find((entry) => entry.id === occasion)?.name,
    builder: plan.create_url.split('#')[0],
    arrival:
      plan.format_type === 'digital'
        ? `Ready to download ${between}.`
        : `Arrives in ${facts.countries[arrival.country] ?? arrival.country} ${between}.`,
  };
}

/** The /create link with the choices only: names and looks are never part of it. */
export const handOverUrl = (builder: string, choices: BookChoices): string => builder + createFragment(choices.link);
