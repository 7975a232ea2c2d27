// The route label of a request: a bounded set, so a scan of random paths adds no series.
import { sitePaths } from '../../contract/site-paths.ts';

/**
 * An API path of the route table (or api_other), mcp, healthz/readyz, and for the website
 * not_found, twin (a .md path), asset (any other file name) or page (an extensionless page path,
 * whether HTML or its Markdown twin was negotiated). invalid: a target the front layer refused.
 */
export function routeLabel(apiPaths: ReadonlySet<string>, path: string | undefined, status: number): string {
  if (path === undefined) return 'invalid';
  if (path === '/healthz' || path === '/readyz') return path.slice(1);
  if (path === sitePaths.mcp) return 'mcp';
  if (path === '/api' || path.startsWith('/api/')) return apiPaths.has(path) ? path : 'api_other';
  if (status === 404) return 'not_found';
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (name.endsWith('.md')) return 'twin';
  return name.includes('.') ? 'asset' : 'page';
}
