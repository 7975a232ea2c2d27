// The security headers every answer carries: one set for JSON (nothing may run or be framed), one
// for pages (same-origin everything). HSTS only when the public origin is https. No
// Cross-Origin-Opener-Policy: it costs every visit a new renderer (docs/decisions.md).

/**
 * Same-origin everything; inline styles only because Astro inlines small stylesheets. No form-action:
 * each page declares it in a CSP meta tag, because the build knows the order flow (ORDER_URL) the
 * forms send to and the server does not (src/layouts/Base.astro).
 */
const pageCsp = (scriptSources: readonly string[]) =>
  `default-src 'self'; script-src ${["'self'", ...scriptSources].join(' ')}; style-src 'self' 'unsafe-inline'; ` +
  "img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

export interface SecurityHeaders {
  /** For JSON answers: the API is public and readable from any origin. */
  readonly json: readonly string[];
  /** For pages and other site files. */
  readonly page: readonly string[];
}

export interface SecurityHeadersOptions {
  https: boolean;
  /** Inline scripts the pages may run, as CSP sources ('sha256-…'): the build's import map. */
  scriptSources?: readonly string[];
}

export function createSecurityHeaders({ https, scriptSources = [] }: SecurityHeadersOptions): SecurityHeaders {
  const transport = https ? ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'] : [];
  const common = ['X-Content-Type-Options', 'nosniff', 'Referrer-Policy', 'strict-origin-when-cross-origin', ...transport];
  return {
    json: [
      'Content-Security-Policy',
      "default-src 'none'; frame-ancestors 'none'",
      'Cross-Origin-Resource-Policy',
      'cross-origin',
      ...common,
    ],
    page: [
      'Content-Security-Policy',
      pageCsp(scriptSources),
      'Cross-Origin-Resource-Policy',
      'same-origin',
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=()',
      ...common,
    ],
  };
}
