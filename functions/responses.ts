// The catalog response bodies, built from the catalog and an origin. The API serves them; the
// developer documentation shows them as its examples.
import { type Catalog, sitePaths } from './catalog.ts';
import type * as schemas from './schemas.ts';

export const API_VERSION = '1.0.0';
export const SERVICE_NAME = 'Grandtales Public Catalog API';

export function statusResponse(origin: string): schemas.StatusResponse {
  return {
    service: SERVICE_NAME,
    status: 'ok',
    version: API_VERSION,
    docs_url: origin + sitePaths.developers,
    openapi_url: origin + sitePaths.openapi,
    human_site: origin + sitePaths.home,
  };
}

export function artStylesResponse(catalog: Catalog) {
  return { count: catalog.art_styles.length, art_styles: catalog.art_styles };
}

export function scenesResponse(catalog: Catalog, category?: schemas.SceneCategory) {
  const scenes = catalog.scenes.filter((scene) => category === undefined || scene.category === category);
  return { count: scenes.length, scenes };
}

export function occasionsResponse(catalog: Catalog, origin: string) {
  return { occasions: catalog.occasions.map((occasion) => ({ ...occasion, url: origin + sitePaths.occasion(occasion.slug) })) };
}
