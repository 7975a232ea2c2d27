// Values a test needs before it can go on: each helper returns the value with its type narrowed, or fails
// the test there with a message naming what was missing, instead of a non-null assertion that would let a
// missing value travel on (as `null` in a header, `undefined` in a URL) and fail later or not at all.

/** `value` when it is neither null nor undefined; otherwise the test fails with `message`. */
export function required<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw new Error(message);
  return value;
}

/** The `name` header of `response`; the test fails, naming the header and the answer, if it is absent. */
export function header(response: Response, name: string): string {
  return required(response.headers.get(name), `${response.status} answer from ${response.url} has no ${name} header`);
}
