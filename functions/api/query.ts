// Query validation with FastAPI/pydantic v2's 422 shapes, driven by the zod query schemas.
import { z } from 'zod';
import type { ValidationError } from '../../contract/schemas.ts';

export type QueryResult<T> = { ok: true; value: T } | { ok: false; errors: ValidationError[] };

// pydantic lists choices as 'a', 'b' or 'c'.
function choices(values: readonly unknown[]): string {
  const quoted = values.map((value) => `'${String(value)}'`);
  return quoted.length < 2 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}

function innerType(field: z.ZodType): z.ZodType {
  return field instanceof z.ZodDefault || field instanceof z.ZodOptional ? innerType(field.unwrap() as z.ZodType) : field;
}

/** The options of an enum parameter (through default and optional), or undefined for any other. */
export function enumOptions(field: z.ZodType): readonly unknown[] | undefined {
  const inner = innerType(field);
  return inner instanceof z.ZodEnum ? inner.options : undefined;
}

function enumError(loc: (string | number)[], values: readonly unknown[], input: unknown): ValidationError {
  const expected = choices(values);
  return { type: 'enum', loc, msg: `Input should be ${expected}`, input, ctx: { expected } };
}

function toValidationError(name: string, field: z.ZodType, input: unknown): ValidationError {
  const loc = ['query', name];
  if (input === undefined) return { type: 'missing', loc, msg: 'Field required', input: null };
  const inner = innerType(field);
  if (inner instanceof z.ZodEnum) return enumError(loc, inner.options, input);
  if (inner instanceof z.ZodISODate) {
    return { type: 'date_from_datetime_parsing', loc, msg: 'Input should be a valid date in the format YYYY-MM-DD', input };
  }
  if (inner instanceof z.ZodPipe) {
    return { type: 'bool_parsing', loc, msg: 'Input should be a valid boolean, unable to interpret input', input };
  }
  return { type: 'value_error', loc, msg: 'Input is not valid', input };
}

/** pydantic's error for a value outside a bound a schema declares as a refinement's `ge` or `le` param. */
function boundError(name: string, params: Readonly<Record<string, unknown>> | undefined, input: unknown): ValidationError | undefined {
  const loc = ['query', name];
  if (params?.ge !== undefined) {
    const ge = params.ge;
    return { type: 'greater_than_equal', loc, msg: `Input should be greater than or equal to ${ge}`, input, ctx: { ge } };
  }
  if (params?.le !== undefined) {
    const le = params.le;
    return { type: 'less_than_equal', loc, msg: `Input should be less than or equal to ${le}`, input, ctx: { le } };
  }
  return undefined;
}

/** Parses a raw query string: a repeated parameter keeps its last value; unknown ones are ignored. */
export function parseQuery<S extends z.ZodObject>(schema: S, search: string): QueryResult<z.output<S>> {
  const raw = Object.fromEntries(new URLSearchParams(search));
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  const shape = schema.shape as Record<string, z.ZodType>;
  const errors = new Map<string, ValidationError>();
  for (const issue of result.error.issues) {
    const [name, index] = [String(issue.path[0]), issue.path[1]];
    const key = issue.path.join('\0');
    if (errors.has(key)) continue;
    // An item of a comma-separated list (scenes=a,b,c): FastAPI locates it by its index.
    if (typeof index === 'number' && issue.code === 'invalid_value') {
      errors.set(key, enumError(['query', name, index], issue.values, raw[name]?.split(',')[index]));
    } else
      errors.set(
        key,
        (issue.code === 'custom' && boundError(name, issue.params, raw[name])) || toValidationError(name, shape[name], raw[name]),
      );
  }
  return { ok: false, errors: [...errors.values()] };
}
