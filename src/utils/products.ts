// The six products the site relies on, in the site's own words: what each is called and covers.
// /pricing shows them and the JSON-LD offers name them; prices are live tokens, never copied.
import type { Store } from './store.ts';

interface ProductText {
  id: string;
  name: string;
  covers: string;
  /** Whether it is a printed book that ships on its own (and so has shipping costs). */
  printed: boolean;
}

export function productTexts({ book }: Store): ProductText[] {
  return [
    {
      id: 'hardcover',
      printed: true,
      name: 'A personalized hardcover book',
      covers: `Your story, printed and bound as a ${book.pages}-page hardcover and posted to one address. Shipping is added at checkout.`,
    },
    {
      id: 'digital',
      printed: false,
      name: 'The same book as a digital PDF',
      covers: 'A high-resolution PDF to read on a tablet or computer, or to print at home. Nothing is posted.',
    },
    {
      id: 'gift-wrap',
      printed: false,
      name: 'Gift wrap, for either format',
      covers:
        'A hardcover arrives wrapped with a ribbon and your message card; a digital book arrives as an illustrated gift e-card with your message, on the day you choose.',
    },
    {
      id: 'additional-hardcover-copy',
      printed: true,
      name: 'Another printed copy of the same book',
      covers: 'The very same book again, for the other grandparents or a cousin, ordered together with it.',
    },
    {
      id: 'grandchild-book-hardcover',
      printed: true,
      name: 'A hardcover book for each further grandchild',
      covers:
        'One book per grandchild: every child after the first gets a hardcover book of their own, personalized for them, at this price.',
    },
    {
      id: 'grandchild-book-digital',
      printed: false,
      name: 'A digital book for each further grandchild',
      covers: 'The same for digital books: each further grandchild gets their own personalized PDF at this price.',
    },
  ];
}
