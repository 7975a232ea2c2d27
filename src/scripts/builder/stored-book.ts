// A book read back from this browser's storage, field by field, against the plan's rules: the
// lists and limits contract/book-plan.ts builds its schema from (a unit test holds the two
// together; the schema's zod is not shipped to the browser). A field that is damaged, of the wrong
// type or no longer offered is left out and every other one kept, with a sentence saying so.
import {
  BOOK_PLAN_VERSION,
  CHILD_LOOKS,
  COUNTRY_PATTERN,
  DEDICATION_MAX,
  FORMATS,
  GRANDPARENT_LOOKS,
  GRANDPARENTS_MAX,
  NAME_MAX,
  SLUG_PATTERN,
} from '../../../contract/book-plan-rules.ts';
import { SCENE_IDS, STYLE_IDS } from '../../pictures/about.ts';
import type { Draft } from './plan.ts';

type Check = (value: unknown) => boolean;
type Fields = Record<string, unknown>;

const oneOf =
  (values: readonly string[]): Check =>
  (value) =>
    typeof value === 'string' && values.includes(value);
const isBoolean: Check = (value) => typeof value === 'boolean';
/** Text being typed is kept as typed, within its field's length: the form itself says what a printer cannot set. */
const typed =
  (max: number): Check =>
  (value) =>
    typeof value === 'string' && [...value].length <= max;
function matches(pattern: string): Check {
  const regex = new RegExp(pattern);
  return (value) => typeof value === 'string' && regex.test(value);
}
/** A check of each look against its choices. */
function oneOfEach<T extends Record<string, readonly string[]>>(looks: T): Record<keyof T, Check> {
  return Object.fromEntries(Object.entries(looks).map(([name, values]) => [name, oneOf(values)])) as Record<keyof T, Check>;
}

const CHILD: Record<keyof Draft['child'], Check> = { name: typed(NAME_MAX), ...oneOfEach(CHILD_LOOKS), glasses: isBoolean };
const GRANDPARENT: Record<keyof Draft['grandparents'][number], Check> = {
  name: typed(NAME_MAX),
  ...oneOfEach(GRANDPARENT_LOOKS),
  glasses: isBoolean,
};
const CHOICES: Record<Exclude<keyof Draft, 'version' | 'child' | 'grandparents' | 'scenes'>, Check> = {
  style: oneOf(STYLE_IDS),
  dedication: typed(DEDICATION_MAX),
  format: oneOf(FORMATS),
  giftWrap: isBoolean,
  country: matches(COUNTRY_PATTERN),
  occasion: matches(SLUG_PATTERN),
};

export const DAMAGED = 'The book kept in this browser could not be read, so this is a fresh book.';
export const PARTLY_KEPT =
  'Part of the book kept in this browser could not be used: those choices are back to the start, the rest is as you left it.';
export const OLDER_VERSION =
  'The book kept in this browser was made on an earlier version of this page: what still fits is filled in, the rest starts afresh.';

export interface StoredBook {
  draft: Partial<Draft>;
  /** What the buyer is told when not all of the stored book could be kept. */
  notice?: string;
}

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a stored book's text: what is valid in it, and a notice when anything else was there. */
export function readStoredBook(text: string): StoredBook {
  const fresh: StoredBook = { draft: { version: BOOK_PLAN_VERSION }, notice: DAMAGED };
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return fresh;
  }
  if (!isFields(stored)) return fresh;
  let dropped = 0;
  /** The fields of value that pass their checks (own fields only: a stored "__proto__" is just a name). */
  const keep = (value: unknown, checks: Record<string, Check>): Fields | undefined => {
    if (!isFields(value)) {
      dropped += 1;
      return undefined;
    }
    const fields: Fields = {};
    for (const [name, check] of Object.entries(checks)) {
      if (!Object.hasOwn(value, name)) continue;
      if (check(value[name])) fields[name] = value[name];
      else dropped += 1;
    }
    return fields;
  };
  const draft: Fields = { ...keep(stored, CHOICES) };
  if (Object.hasOwn(stored, 'child')) draft.child = keep(stored.child, CHILD);
  if (Object.hasOwn(stored, 'grandparents')) {
    const list = Array.isArray(stored.grandparents) ? stored.grandparents : [];
    const people = list.slice(0, GRANDPARENTS_MAX).flatMap((person) => keep(person, GRANDPARENT) ?? []);
    // A book has one or two grandparents: an empty list, or none at all, is damage too.
    dropped += Math.max(1, list.length) - people.length;
    if (people.length > 0) draft.grandparents = people;
  }
  if (Object.hasOwn(stored, 'scenes')) {
    const list = Array.isArray(stored.scenes) ? stored.scenes : undefined;
    const scenes = list && [...new Set(list.filter(oneOf(SCENE_IDS)))];
    dropped += list && scenes ? list.length - scenes.length : 1;
    if (scenes) draft.scenes = scenes;
  }
  if (draft.child === undefined) delete draft.child;
  const notice = stored.version !== BOOK_PLAN_VERSION ? OLDER_VERSION : dropped > 0 ? PARTLY_KEPT : undefined;
  // The kept fields are of the plan's types; the plan's other rules (a name's letters, ten scenes) are the form's.
  return { draft: { ...(draft as Partial<Draft>), version: BOOK_PLAN_VERSION }, ...(notice && { notice }) };
}
