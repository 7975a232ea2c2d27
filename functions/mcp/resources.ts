// MCP resources: documents the site already serves and the catalog lists the API answers, each read
// through what serves it (the site's renderer, the API's answers) so a resource is byte for byte
// the served file or answer (origin and live prices filled in).
import type { ReadResourceResult, Resource } from '@modelcontextprotocol/sdk/types.js';

/** The served text of a path and its Content-Type, or undefined when nothing answers there. */
export type SiteText = (path: string) => { text: string; type: string } | undefined;

export interface ResourceEntry {
  readonly path: string;
  readonly name: string;
  readonly description: string;
}

export interface Resources {
  list(): Resource[];
  /** undefined for a URI that is not one of the resources. */
  read(uri: string): ReadResourceResult | undefined;
}

export function createResources({
  entries,
  origin,
  siteText,
}: {
  entries: readonly ResourceEntry[];
  origin: string;
  siteText: SiteText;
}): Resources {
  const byUri = new Map(entries.map((entry) => [origin + entry.path, entry]));
  // MCP wants a bare media type; the served Content-Type may carry a charset.
  const mimeType = (type: string) => type.split(';')[0].trim();
  return {
    list: () =>
      [...byUri].flatMap(([uri, { path, name, description }]) => {
        const file = siteText(path);
        return file === undefined ? [] : [{ uri, name, description, mimeType: mimeType(file.type) }];
      }),
    read(uri) {
      const entry = byUri.get(uri);
      const file = entry && siteText(entry.path);
      return file && { contents: [{ uri, mimeType: mimeType(file.type), text: file.text }] };
    },
  };
}
