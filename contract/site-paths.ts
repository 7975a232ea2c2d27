// Paths of the website that more than one part of the project writes: the API points to them, the
// pages link to them, and the build derives the Markdown twins and the sitemap from them.
export const sitePaths = {
  home: '/',
  create: '/create',
  developers: '/developers',
  docs: '/docs',
  openapi: '/openapi.json',
  llms: '/llms.txt',
  mcp: '/mcp',
  productFeed: '/feeds/products.xml',
  apiCatalog: '/.well-known/api-catalog',
  occasion: (slug: string) => `/occasions/${slug}`,
  /** A picture the build drew: <scene>-<style>, cover-<style> or storybook. */
  picture: (name: string) => `/pictures/${name}.svg`,
} as const;

/** The Markdown twin of a page path: /pricing → /pricing.md, / → /index.md. */
export function twinPath(path: string): string {
  return path === '/' ? '/index.md' : `${path}.md`;
}
