// Inline code in pages: descriptions written in CommonMark (`x` is code), and request paths that
// may wrap on a phone only between their parts, never inside a word.
import { escapeHtml } from '../../functions/pricing/live-template.ts';

/** Descriptions in the route table (and so in the OpenAPI document): escaped HTML, `x` as <code>. */
export function inlineCode(text: string): string {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join('');
}

/** A request path, escaped, with a line-break opportunity after each / ? and &. */
export function breakablePath(path: string): string {
  return escapeHtml(path).replace(/(\/|\?|&amp;)/g, '$1<wbr>');
}
