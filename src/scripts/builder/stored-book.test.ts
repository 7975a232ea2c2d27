// The stored book is read back against the book plan's zod schema (contract/book-plan.ts): every
// field of the schema is tried here with what it refuses, so the browser's zod-free reader cannot
// drift from the schema, nor miss a field the schema gains.
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { BookPlan } from '../../../contract/book-plan.ts';
import { BOOK_PLAN_VERSION, SCENES_PER_BOOK } from '../../../contract/book-plan-rules.ts';
import { SCENE_IDS } from '../../pictures/index.ts';
import { DAMAGED, OLDER_VERSION, PARTLY_KEPT, readStoredBook } from './stored-book.ts';

const plan: BookPlan = {
  version: BOOK_PLAN_VERSION,
  child: { name: 'Zoë-Ann', age: 'toddler', skin: 'olive', hairColour: 'auburn', hairStyle: 'curly', outfit: 'hoodie', glasses: true },
  grandparents: [
    { name: 'Nana', kind: 'grandma', skin: 'peach', hair: 'grey', glasses: false, facialHair: 'none' },
    { name: 'Grandpa Joe', kind: 'grandpa', skin: 'tan', hair: 'bald', glasses: true, facialHair: 'beard' },
  ],
  style: 'watercolor',
  scenes: SCENE_IDS.slice(0, SCENES_PER_BOOK),
  dedication: 'For Zoë, with love\nfrom the lake house',
  format: 'hardcover',
  giftWrap: true,
  country: 'AU',
  occasion: 'christmas',
};
BookPlan.parse(plan);

type Path = (string | number)[];
const unwrap = (field: z.ZodType): z.ZodType => (field instanceof z.ZodOptional ? unwrap(field.unwrap() as z.ZodType) : field);

/** Every field of the schema a value sits in: the objects' fields, a grandparent's through the first. */
function leaves(schema: z.ZodObject, path: Path = []): [string, Path, z.ZodType][] {
  return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([name, field]) => {
    const inner = unwrap(field);
    if (inner instanceof z.ZodObject) return leaves(inner, [...path, name]);
    if (inner instanceof z.ZodArray && inner.element instanceof z.ZodObject) return leaves(inner.element, [...path, name, 0]);
    return [[[...path, name].join('.'), [...path, name], inner]];
  });
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));
function withValue(source: object, path: Path, value: unknown): Record<string, unknown> {
  const copy = clone(source) as Record<string, unknown>;
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  if (value === undefined) delete target[path.at(-1) as string | number];
  else target[path.at(-1) as string | number] = value;
  return copy;
}

const OTHERS: unknown[] = [{ toString: 1 }, 7, null, [], {}, '', 'x', true, 'AU', 'christmas', 'x'.repeat(300), 'Mia😀', '\u0007'];

/**
 * Whether a draft keeps the value: what the schema accepts; and text a buyer types (a string with a
 * length limit: names, the dedication) as typed within that length, since the form itself says
 * what a printer cannot set. The scene list and the version have tests of their own.
 */
function keeps(field: z.ZodType, value: unknown): boolean {
  if (field instanceof z.ZodString && field.maxLength !== null) return typeof value === 'string' && [...value].length <= field.maxLength;
  return field.safeParse(value).success;
}

const fields = leaves(BookPlan).filter(([name]) => name !== 'version' && name !== 'scenes');

describe('a stored book', () => {
  test('a whole plan is read back as it was, without a notice', () => {
    expect(readStoredBook(JSON.stringify(plan))).toEqual({ draft: plan });
  });

  test.each(fields)('%s: a value the plan refuses is left out, every other field kept, and the buyer told', (_, path, field) => {
    const candidates = [...OTHERS, ...(field instanceof z.ZodEnum ? field.options : [])];
    for (const value of candidates) {
      const { draft, notice } = readStoredBook(JSON.stringify(withValue(plan, path, value)));
      if (keeps(field, value)) {
        expect([draft, notice], JSON.stringify(value)).toEqual([withValue(plan, path, value), undefined]);
      } else {
        expect([draft, notice], JSON.stringify(value)).toEqual([withValue(plan, path, undefined), PARTLY_KEPT]);
      }
    }
  });

  test('scenes: unknown or repeated ones are left out, the others kept in order; a list of another type is left out whole', () => {
    const [first, second] = SCENE_IDS;
    expect(readStoredBook(JSON.stringify({ ...plan, scenes: [first, 'moon-landing', second, first, 7] }))).toEqual({
      draft: { ...plan, scenes: [first, second] },
      notice: PARTLY_KEPT,
    });
    // Fewer than a book holds is a book being made: kept, no notice.
    expect(readStoredBook(JSON.stringify({ ...plan, scenes: [second] }))).toEqual({ draft: { ...plan, scenes: [second] } });
    const { scenes: _, ...rest } = plan;
    for (const scenes of [7, 'a,b', null, { 0: first }]) {
      expect(readStoredBook(JSON.stringify({ ...plan, scenes }))).toEqual({ draft: rest, notice: PARTLY_KEPT });
    }
  });

  test('grandparents: a list of another type, an empty one or one of more than two is read as far as it is valid', () => {
    const { grandparents, ...rest } = plan;
    for (const value of ['x', null, 7, []]) {
      expect(readStoredBook(JSON.stringify({ ...plan, grandparents: value }))).toEqual({ draft: rest, notice: PARTLY_KEPT });
    }
    expect(readStoredBook(JSON.stringify({ ...plan, grandparents: [...grandparents, grandparents[0]] }))).toEqual({
      draft: plan,
      notice: PARTLY_KEPT,
    });
    expect(readStoredBook(JSON.stringify({ ...plan, grandparents: ['x', grandparents[1]] }))).toEqual({
      draft: { ...plan, grandparents: [grandparents[1]] },
      notice: PARTLY_KEPT,
    });
  });

  test("the issue's damaged values: each is read as far as it is valid, and said to be", () => {
    const current = { version: BOOK_PLAN_VERSION };
    expect(readStoredBook(JSON.stringify({ ...current, style: { toString: 1 } }))).toEqual({ draft: current, notice: PARTLY_KEPT });
    expect(readStoredBook(JSON.stringify({ ...current, grandparents: 'x' }))).toEqual({ draft: current, notice: PARTLY_KEPT });
    expect(readStoredBook(JSON.stringify({ ...current, child: null, scenes: 7 }))).toEqual({ draft: current, notice: PARTLY_KEPT });
  });

  test('a book from another version of the plan keeps what is still valid, and says where it came from', () => {
    for (const version of [undefined, 0, 2, '1']) {
      expect(readStoredBook(JSON.stringify({ ...plan, version, style: 'oil-painting' }))).toEqual({
        draft: { ...plan, style: undefined },
        notice: OLDER_VERSION,
      });
    }
  });

  test('what is not a book at all starts a fresh one, and says so', () => {
    for (const text of ['{', 'null', '7', '"book"', '[]', '[{"style":"watercolor"}]']) {
      expect(readStoredBook(text)).toEqual({ draft: { version: BOOK_PLAN_VERSION }, notice: DAMAGED });
    }
    // A stored "__proto__" is a name like any other: nothing reaches the draft's prototype.
    const { draft } = readStoredBook('{"version":1,"__proto__":{"style":"watercolor"},"child":{"__proto__":{"name":"x"}}}');
    expect(Object.getPrototypeOf(draft)).toBe(Object.prototype);
    expect(draft).toEqual({ version: BOOK_PLAN_VERSION, child: {} });
  });
});
