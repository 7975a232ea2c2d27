// The book as the form holds it, read into the plan's shape (contract/book-plan.ts) and written back.
// Field names are the plan's paths (child.name, grandparents.1.hair…), so a form sent without
// JavaScript is the same plan, flattened.
import type { BookPlan } from '../../../contract/book-plan.ts';
import { BOOK_PLAN_VERSION } from '../../../contract/book-plan-rules.ts';

/** A plan in the making: the same shape, checked only when it is sent (checks.ts). */
export type Draft = BookPlan;
type DraftGrandparent = Draft['grandparents'][number];

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const CHILD_CHOICES = ['age', 'skin', 'hairColour', 'hairStyle', 'outfit'] as const;
const GRANDPARENT_CHOICES = ['kind', 'skin', 'hair', 'facialHair'] as const;
export const SECOND_GRANDPARENT = 'grandparents.1.included';

const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as Field | RadioNodeList | null;
const text = (form: HTMLFormElement, name: string) => field(form, name)?.value ?? '';
const checked = (form: HTMLFormElement, name: string) => (field(form, name) as HTMLInputElement | null)?.checked ?? false;

function grandparent(form: HTMLFormElement, index: number): DraftGrandparent {
  const prefix = `grandparents.${index}.`;
  const choices = Object.fromEntries(GRANDPARENT_CHOICES.map((key) => [key, text(form, prefix + key)]));
  return { name: text(form, `${prefix}name`).trim(), ...choices, glasses: checked(form, `${prefix}glasses`) } as DraftGrandparent;
}

export function readDraft(form: HTMLFormElement): Draft {
  const child = Object.fromEntries(CHILD_CHOICES.map((key) => [key, text(form, `child.${key}`)]));
  const occasion = text(form, 'occasion');
  return {
    version: BOOK_PLAN_VERSION,
    child: { name: text(form, 'child.name').trim(), ...child, glasses: checked(form, 'child.glasses') } as Draft['child'],
    grandparents: checked(form, SECOND_GRANDPARENT) ? [grandparent(form, 0), grandparent(form, 1)] : [grandparent(form, 0)],
    style: text(form, 'style'),
    scenes: [...form.querySelectorAll<HTMLInputElement>('input[name="scenes"]:checked')].map((input) => input.value),
    dedication: text(form, 'dedication'),
    format: text(form, 'format') as Draft['format'],
    giftWrap: checked(form, 'giftWrap'),
    country: text(form, 'country'),
    ...(occasion && { occasion }),
  };
}

function set(form: HTMLFormElement, name: string, value: string | boolean | undefined) {
  const target = field(form, name);
  if (target === null || value === undefined) return;
  if (target instanceof HTMLInputElement && target.type === 'checkbox') target.checked = value === true;
  // A stored choice the page no longer offers is left at the page's default.
  else if (!(target instanceof HTMLSelectElement) || [...target.options].some((option) => option.value === value))
    target.value = String(value);
}

/** Fills the form from a (possibly partial or older) stored draft, ignoring what no longer exists. */
export function writeDraft(form: HTMLFormElement, draft: Partial<Draft>) {
  const { child, grandparents, scenes } = draft;
  if (child) for (const [key, value] of Object.entries(child)) set(form, `child.${key}`, value);
  grandparents?.forEach((person, index) => {
    for (const [key, value] of Object.entries(person)) set(form, `grandparents.${index}.${key}`, value);
  });
  if (grandparents) set(form, SECOND_GRANDPARENT, grandparents.length > 1);
  for (const key of ['style', 'dedication', 'format', 'giftWrap', 'country', 'occasion'] as const) {
    set(form, key, draft[key]);
  }
  if (scenes) chooseScenes(form, scenes);
}

export function chooseScenes(form: HTMLFormElement, scenes: readonly string[]) {
  const wanted = new Set(scenes);
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name="scenes"]')) input.checked = wanted.has(input.value);
}
