// The request target (RFC 9112 §3.2): origin-form (/path?query) or absolute-form
// (http://host/path?query), split into a decoded path and the raw query string.

export interface Target {
  readonly path: string;
  readonly search: string;
}

const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i;
const ENCODED_SLASH = /%2f/i;

/** Percent-decoded but for an encoded slash, which stays encoded; throws on broken encoding. */
function decodePath(raw: string): string {
  if (!raw.includes('%')) return raw;
  return ENCODED_SLASH.test(raw) ? raw.split(/%2f/i).map(decodeURIComponent).join('%2F') : decodeURIComponent(raw);
}

/**
 * Undefined when the target is not a path or its percent-encoding is broken. An encoded slash stays
 * encoded, so /occasions%2Fchristmas names no file rather than /occasions/christmas.
 */
export function parseTarget(url: string): Target | undefined {
  const target = url.startsWith('/') ? url : url.replace(ABSOLUTE_FORM, '') || '/';
  if (!target.startsWith('/')) return undefined;
  const mark = target.indexOf('?');
  const rawPath = mark < 0 ? target : target.slice(0, mark);
  try {
    return { path: decodePath(rawPath), search: mark < 0 ? '' : target.slice(mark + 1) };
  } catch {
    return undefined;
  }
}
