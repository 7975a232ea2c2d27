// HTML written from data in TypeScript (answers shared by a page and its JSON-LD): every
// interpolated value is escaped unless it is markup made by this same tag.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export class Markup {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toString(): string {
    return this.text;
  }
}

type Value = string | number | Markup | readonly Markup[];

const render = (value: Value): string =>
  value instanceof Markup ? value.text : Array.isArray(value) ? value.join('') : String(value).replace(/[&<>"]/g, (c) => ESCAPES[c]);

export function html(strings: TemplateStringsArray, ...values: Value[]): Markup {
  return new Markup(strings.reduce((out, string, index) => out + render(values[index - 1]) + string));
}
