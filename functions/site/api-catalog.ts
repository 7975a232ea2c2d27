// /.well-known/api-catalog (RFC 9727): where an agent that knows only the host finds the API's
// description, documentation, status probe and the MCP server, as an RFC 9264 linkset.
import { API_PREFIX } from '../../contract/routes.ts';
import { sitePaths } from '../../contract/site-paths.ts';
import { type SiteFile, staticFile } from './static-files.ts';

export const API_CATALOG_TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';

export function apiCatalogFile(origin: string): SiteFile {
  const link = (path: string, type: string) => [{ href: origin + path, type }];
  const linkset = {
    linkset: [
      {
        anchor: origin + API_PREFIX,
        'service-desc': link(sitePaths.openapi, 'application/vnd.oai.openapi+json;version=3.1'),
        'service-doc': [...link(sitePaths.docs, 'text/html'), ...link(sitePaths.developers, 'text/html')],
        status: link(`${API_PREFIX}/status`, 'application/json'),
      },
      {
        anchor: origin + sitePaths.mcp,
        'service-doc': link(`${sitePaths.developers}#mcp`, 'text/html'),
      },
    ],
  };
  const body = Buffer.from(`${JSON.stringify(linkset, null, 2)}\n`);
  return { kind: 'fixed', type: API_CATALOG_TYPE, file: staticFile(body, API_CATALOG_TYPE, 'public, max-age=0, must-revalidate') };
}
