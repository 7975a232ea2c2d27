// A page's Markdown twin is its content converted from the built HTML: the same headings, facts and
// links by construction, without navigation chrome. Links become absolute ({{origin}}-based).
import { NodeHtmlMarkdown } from 'node-html-markdown';

const converter = new NodeHtmlMarkdown({ bulletMarker: '-', codeFence: '```', maxConsecutiveNewlines: 2 });

/** The layout marks where a page's own content starts and ends, inside or outside <main>. */
const CONTENT_START = '<!-- page content -->';
const CONTENT_END = '<!-- /page content -->';

function contentOf(html: string): string {
  const start = html.indexOf(CONTENT_START);
  const end = html.lastIndexOf(CONTENT_END);
  if (start < 0 || end < 0) throw new Error('page has no content markers: does it use the Base layout?');
  return html.slice(start + CONTENT_START.length, end);
}

/** `path` is the page's URL path, used to make in-page anchors absolute. */
export function markdownTwin(html: string, path: string): string {
  const markdown = converter
    .translate(contentOf(html).replace(/<noscript>[\s\S]*?<\/noscript>/g, ''))
    // A picture without a text alternative is decoration: the twin leaves it out.
    .replace(/!\[\]\([^)]*\)\s*/g, '')
    .replace(/\]\(\/(?!\/)/g, ']({{origin}}/')
    .replace(/\]\(#/g, `]({{origin}}${path}#`)
    // Markdown escaping must not break a live token such as {{price:hardcover+2*grandchild-book-hardcover}}.
    .replace(/\{\{[^}]*\}\}/g, (token) => token.replaceAll('\\', ''));
  return `${markdown.trim()}\n`;
}
