// The facts a reader takes from a page, pulled out of its HTML <main> and out of its Markdown twin
// in comparable form: headings, prices, absolute link targets and pictures (text alternative and
// absolute address; decorative pictures, without one, belong to the page only).
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]);
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const PRICE = /[$€£¥]\d[\d,]*(?:\.\d{2})?/g;

export interface Facts {
  headings: string[];
  prices: string[];
  links: string[];
  pictures: string[];
}

export function htmlFacts(html: string, base: string): Facts {
  const main = html
    .slice(html.indexOf('<!-- page content -->'), html.lastIndexOf('<!-- /page content -->'))
    // What a reader sees: not the fallback for browsers without JavaScript, nor a script's data.
    .replace(/<(noscript|script)\b[^>]*>[\s\S]*?<\/\1>/g, '');
  const text = (fragment: string) => squash(decode(fragment.replace(/<[^>]+>/g, '')));
  return {
    headings: [...main.matchAll(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/g)].map((match) => text(match[1])),
    prices: text(main).match(PRICE)?.sort() ?? [],
    links: [...new Set([...main.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => new URL(decode(match[1]), base).href))].sort(),
    pictures: [...main.matchAll(/<img [^>]*src="([^"]+)"[^>]*alt="([^"]+)"/g)].map(
      (match) => `${decode(match[2])} ${new URL(decode(match[1]), base).href}`,
    ),
  };
}

export function markdownFacts(markdown: string): Facts {
  const plain = (line: string) =>
    squash(
      line
        .replace(/\\([\\`*_{}[\]()#+\-.!|>])/g, '$1')
        .replace(/[`*]/g, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'),
    );
  const outsideCode = markdown.replace(/```[\s\S]*?```/g, '');
  return {
    headings: outsideCode
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => plain(line.replace(/^#+ /, ''))),
    prices: plain(markdown).match(PRICE)?.sort() ?? [],
    // The converter percent-encodes underscores in link targets (gift%5Fwrap): the same URL once decoded.
    links: [...new Set([...markdown.matchAll(/(?<!!\[[^\]]*)\]\(([^)\s]+)\)/g)].map((match) => decodeURI(match[1])))].sort(),
    pictures: [...markdown.matchAll(/!\[([^\]]+)\]\(([^)\s]+)\)/g)].map((match) => `${plain(match[1])} ${match[2]}`),
  };
}
