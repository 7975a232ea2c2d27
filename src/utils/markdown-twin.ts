// A page's Markdown twin is its content converted from the built HTML: the same headings, facts and
// links by construction, without navigation chrome. Links become absolute ({{origin}}-based).
import { NodeHtmlMarkdown, type TranslatorConfig, type TranslatorConfigFactory } from 'node-html-markdown';
import { sitePaths } from '../../contract/site-paths.ts';
import { STORE_NAME } from './site.ts';

const converter = new NodeHtmlMarkdown({ bulletMarker: '-', codeFence: '```', maxConsecutiveNewlines: 2 });

const codeTranslator = converter.translators.get('code') as TranslatorConfigFactory;
// A code block is fenced with the language its <pre> names in data-language (as Shiki writes it).
converter.translators.set('code', (context): TranslatorConfig => {
  const config = codeTranslator(context);
  const language = context.parent?.tagName === 'PRE' ? context.parent.getAttribute('data-language') : undefined;
  return language && config.prefix !== undefined ? { ...config, prefix: `\`\`\`${language}\n` } : config;
});
// Inside a table cell, code stays code (the converter's default drops it to escaped text).
converter.tableCellTranslators.set('code', codeTranslator);

/** The layout marks where a page's own content starts and ends, inside or outside <main>. */
const CONTENT_START = '<!-- page content -->';
const CONTENT_END = '<!-- /page content -->';

/** Every twin starts with this: agents that land on one page learn where the index of all of them is. */
export const LLMS_TXT_POINTER = `> Part of the ${STORE_NAME} site: [llms.txt]({{origin}}${sitePaths.llms}) lists every page as Markdown.`;

function contentOf(html: string): string {
  const start = html.indexOf(CONTENT_START);
  const end = html.lastIndexOf(CONTENT_END);
  if (start < 0 || end < 0) throw new Error('page has no content markers: does it use the Base layout?');
  return html.slice(start + CONTENT_START.length, end);
}

/** `path` is the page's URL path, used to make in-page anchors absolute. */
export function markdownTwin(html: string, path: string): string {
  // Links are made absolute in the HTML, before conversion, so that a link whose text is its own
  // path (<a href="/faq.md">/faq.md</a>) cannot become a relative autolink.
  const content = contentOf(html)
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
    .replace(/(href|src)="\/(?!\/)/g, '$1="{{origin}}/')
    .replace(/href="#/g, `href="{{origin}}${path}#`);
  const markdown = converter
    .translate(content)
    // A picture without a text alternative is decoration: the twin leaves it out.
    .replace(/!\[\]\([^)]*\)\s*/g, '')
    // Markdown escaping must not break a live token such as {{price:hardcover+2*grandchild-book-hardcover}}.
    .replace(/\{\{[^}]*\}\}/g, (token) => token.replaceAll('\\', ''));
  return `${LLMS_TXT_POINTER}\n\n${markdown.trim()}\n`;
}
