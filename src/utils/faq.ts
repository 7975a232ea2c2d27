// The FAQ's questions written in content/pages/faq.md: each `##` heading is a question and what
// follows it, up to the next one, is its answer.
import type { Answer } from './buyer-answers.ts';
import { Markup } from './html.ts';

const QUESTION = /<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g;

/** `rendered` is the page's HTML as the Markdown renderer wrote it. */
export function writtenAnswers(rendered: string): Answer[] {
  const headings = [...rendered.matchAll(QUESTION)];
  return headings.map((heading, index) => {
    const start = (heading.index ?? 0) + heading[0].length;
    const end = headings[index + 1]?.index ?? rendered.length;
    return { id: heading[1], question: heading[2].replace(/<[^>]+>/g, ''), answer: new Markup(rendered.slice(start, end).trim()) };
  });
}
