// The book inside the conversation, as an MCP App (SEP-1865): get_book_plan's listing names the view
// in `_meta.ui.resourceUri`, and the view is a ui:// resource, the built document
// (src/pages/server-only/book-view.astro) served as it is, read when first asked for. A host without
// MCP Apps ignores the `_meta` and shows the tool's answer as before: the same text, with create_url.
// The answer's `_meta` also carries the build's drawing of the planned cover (contract/book-view.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ReadResourceResult, Resource } from '@modelcontextprotocol/sdk/types.js';
import { BOOK_VIEW_PICTURES } from '../../contract/book-view.ts';
import { pictureName } from '../../src/pictures/picture-name.ts';
import type { Resources } from './resources.ts';
import type { Tools } from './tools.ts';

export const BOOK_VIEW_URI = 'ui://grandtales/book.html';

/** MCP Apps' media type of an HTML view (ext-apps' RESOURCE_MIME_TYPE). */
export const VIEW_MIME_TYPE = 'text/html;profile=mcp-app';

/** The view loads and connects to nothing: hosts build its sandbox's CSP from these empty lists. */
const VIEW_META = { ui: { csp: { connectDomains: [], resourceDomains: [], frameDomains: [] }, prefersBorder: true } };

const TOOL_NOTE =
  ' Hosts that show MCP Apps also show the book itself, drawn with these choices: the grandparent types the names and picks the looks inside it, and they never reach you or us.';

export interface BookView {
  /** The tools, with the view named on the one that shows it, whose answer carries the planned cover. */
  withTool(tools: Tools): Tools;
  /** The resources, with the view among them. */
  withResource(resources: Resources): Resources;
}

/**
 * `file` is the built view; `pictures` the folder of the build's pictures, each read when a plan
 * first asks for it and kept (six covers, one per style).
 */
export function createBookView({ file, tool, pictures }: { file: string; tool: string; pictures: string }): BookView {
  if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build"`);
  const covers = new Map<string, string | undefined>();
  const coverOf = (styleId: string) => {
    const name = pictureName({ styleId });
    if (!covers.has(name)) {
      const path = join(pictures, `${name}.svg`);
      const found = /^[a-z0-9-]+$/.test(styleId) && existsSync(path);
      covers.set(name, found ? gzipSync(readFileSync(path), { level: 9 }).toString('base64') : undefined);
    }
    const packed = covers.get(name);
    return packed === undefined ? {} : { [name]: packed };
  };
  let html: string | undefined;
  const listed: Resource = {
    uri: BOOK_VIEW_URI,
    name: 'book',
    title: 'Your book',
    description: `The book ${tool} plans, drawn for the grandparent to flip through and make their own; an MCP App.`,
    mimeType: VIEW_MIME_TYPE,
    _meta: VIEW_META,
  };
  const read = (): ReadResourceResult => {
    html ??= readFileSync(file, 'utf8');
    return { contents: [{ uri: BOOK_VIEW_URI, mimeType: VIEW_MIME_TYPE, text: html, _meta: VIEW_META }] };
  };
  return {
    withTool: (tools) => ({
      ...tools,
      list: tools.list.map((entry) =>
        entry.name === tool
          ? {
              ...entry,
              description: entry.description + TOOL_NOTE,
              // The second key is the one hosts read before `_meta.ui` existed; the SDK's registerAppTool writes both.
              _meta: { ...entry._meta, ui: { resourceUri: BOOK_VIEW_URI }, 'ui/resourceUri': BOOK_VIEW_URI },
            }
          : entry,
      ),
      call(name, args) {
        const result = tools.call(name, args);
        const style = (result?.structuredContent?.style as { id?: unknown } | undefined)?.id;
        if (name !== tool || result === undefined || typeof style !== 'string') return result;
        return { ...result, _meta: { ...result._meta, [BOOK_VIEW_PICTURES]: coverOf(style) } };
      },
    }),
    withResource: (resources) => ({
      list: () => [...resources.list(), listed],
      read: (uri) => (uri === BOOK_VIEW_URI ? read() : resources.read(uri)),
    }),
  };
}
