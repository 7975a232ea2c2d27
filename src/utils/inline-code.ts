// Descriptions in the route table (and so in the OpenAPI document) are CommonMark, where `x` is
// code: pages show them as HTML, escaped, with <code> for those spans.
import { escapeHtml } from '../../functions/pricing/live-template.ts';

export function inlineCode(text: string): string {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join('');
}
