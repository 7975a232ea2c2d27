// schema.org JSON-LD for search engines and agents, typed with schema-dts. Prices and the currency
// are live tokens ({{amount:…}}, {{currency}}), filled by the front layer like every other price,
// so the structured data changes with the pricing file and never needs a rebuild.
import type { BreadcrumbList, FAQPage, MerchantReturnPolicy, Offer, OnlineStore, Product, Thing, WithContext } from 'schema-dts';
import type { Answer } from './buyer-answers.ts';
import { type Format, orderHref } from './order-link.ts';
import { productTexts } from './products.ts';
import { ORIGIN, STORE_NAME } from './site.ts';
import type { Store } from './store.ts';

export type JsonLd = WithContext<Thing>;
const CONTEXT = 'https://schema.org' as const;

/** Site paths become absolute; the order flow may already be. */
const absolute = (href: string) => (href.startsWith('/') ? `${ORIGIN}${href}` : href);

function returnPolicy({ shipping, guarantee }: Store): MerchantReturnPolicy {
  return {
    '@type': 'MerchantReturnPolicy',
    description: guarantee.promise,
    applicableCountry: [...new Set(shipping.regions.flatMap((region) => region.countries))],
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: guarantee.days,
    itemCondition: 'https://schema.org/DamagedCondition',
    returnFees: 'https://schema.org/FreeReturn',
    refundType: 'https://schema.org/ExchangeRefund',
  };
}

const days = ({ min, max }: { min: number; max: number }) =>
  ({ '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitCode: 'DAY' }) as const;

function offer(store: Store, id: string, extra: Partial<Exclude<Offer, string>> = {}): Offer {
  const text = productTexts(store).find((product) => product.id === id);
  return {
    '@type': 'Offer',
    sku: id,
    name: text?.name ?? id,
    price: `{{amount:${id}}}`,
    priceCurrency: '{{currency}}',
    availability: 'https://schema.org/InStock',
    ...extra,
  } as Offer;
}

/** A book in one format, with what may be added to it and its shipping. */
function formatOffer(store: Store, format: Format, occasion?: string): Offer {
  const { shipping, makingDays, previewDays } = store;
  const printed = format === 'hardcover';
  const addOns = printed
    ? ['gift-wrap', 'additional-hardcover-copy', 'grandchild-book-hardcover']
    : ['gift-wrap', 'grandchild-book-digital'];
  return offer(store, format, {
    url: absolute(orderHref({ format, occasion })),
    addOn: addOns.map((id) => offer(store, id)),
    ...(printed && {
      shippingDetails: shipping.regions.map((region) => ({
        '@type': 'OfferShippingDetails' as const,
        shippingRate: { '@type': 'MonetaryAmount' as const, value: region.cost, currency: shipping.currency },
        shippingDestination: { '@type': 'DefinedRegion' as const, addressCountry: region.countries },
        deliveryTime: {
          '@type': 'ShippingDeliveryTime' as const,
          handlingTime: days({ min: previewDays.min + makingDays.hardcover.min, max: previewDays.max + makingDays.hardcover.max }),
          transitTime: days(region.days),
        },
      })),
    }),
  });
}

export function storeJsonLd(store: Store, description: string): WithContext<OnlineStore> {
  return {
    '@context': CONTEXT,
    '@type': 'OnlineStore',
    name: STORE_NAME,
    url: `${ORIGIN}/`,
    description,
    logo: `${ORIGIN}/favicon.svg`,
    image: `${ORIGIN}/social/home.png`,
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: store.contact.email, availableLanguage: 'English' },
    hasMerchantReturnPolicy: returnPolicy(store),
  };
}

export function productJsonLd(
  store: Store,
  { name, description, path, image, occasion }: { name: string; description: string; path: string; image: string; occasion?: string },
): WithContext<Product> {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name,
    description,
    url: `${ORIGIN}${path}`,
    image: absolute(image),
    brand: { '@type': 'Brand', name: STORE_NAME },
    hasMerchantReturnPolicy: returnPolicy(store),
    offers: [formatOffer(store, 'hardcover', occasion), formatOffer(store, 'digital', occasion)],
  };
}

export function faqJsonLd(answers: Answer[]): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: answers.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer.text.replace(/\s+/g, ' ').replaceAll('href="/', `href="${ORIGIN}/`).trim() },
    })),
  };
}

export function breadcrumbJsonLd(trail: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, path }, index) => ({ '@type': 'ListItem', position: index + 1, name, item: `${ORIGIN}${path}` })),
  };
}

/**
 * The text of a <script type="application/ld+json">: amounts become JSON numbers once filled in,
 * and "<" is escaped so no value can close the script element.
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/"(\{\{amount:[a-z0-9*+-]+\}\})"/g, '$1')
    .replaceAll('<', '\\u003c');
}
