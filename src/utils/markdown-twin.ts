// A page's Markdown twin is its <main> converted from the built HTML: the same headings, facts and
// links by construction, without navigation chrome. Links become absolute ({{origin}}-based).
import { NodeHtmlMarkdown } from 'node-html-markdown';

const converter = new NodeHtmlMarkdown({ bulletMarker: '-', codeFence: '```', maxConsecutiveNewlines: 2 });

export function mainOf(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < 0) throw new Error('page has no <main> element');
  return html.slice(html.indexOf('>', start) + 1, end);
}

/** `path` is the page's URL path, used to make in-page anchors absolute. */
export function markdownTwin(html: string, path: string): string {
  const markdown = converter
    .translate(mainOf(html).replace(/<noscript>[\s\S]*?<\/noscript>/g, ''))
    .replace(/\]\(\/(?!\/)/g, ']({{origin}}/')
    .replace(/\]\(#/g, `]({{origin}}${path}#`)
    // Markdown escaping must not break a live token such as {{price:hardcover+2*grandchild-book-hardcover}}.
    .replace(/\{\{[^}]*\}\}/g, (token) => token.replaceAll('\\', ''));
  return `${markdown.trim()}\n`;
}
