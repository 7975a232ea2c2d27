// The answers of the arrival and book plan operations: a function of the query, the catalog, the
// price list and the day of the order, computed by the same code as the site's dates.
import { arrivalFor } from './arrival.ts';
import type { Catalog } from './catalog.ts';
import { createFragment } from './create-link.ts';
import { fromMinor, toMinor } from './money.ts';
import type { ArrivalQuery, ArrivalResponse, BookPlanQuery, BookPlanResponse } from './plan-schemas.ts';
import type { PriceList } from './price-list.ts';
import { quote } from './quote.ts';
import { sitePaths } from './site-paths.ts';

export function arrivalAnswer(catalog: Catalog, query: ArrivalQuery, today: string): ArrivalResponse {
  const { country, format_type, occasion } = query;
  const ordered_on = query.ordered_on ?? today;
  const arrival = arrivalFor(catalog.delivery, { country, format: format_type, occasion, today: ordered_on });
  const dated = arrival.occasion;
  return {
    country,
    format_type,
    ordered_on,
    currency: catalog.delivery.shipping.currency,
    ...(arrival.region && { shipping_region: { id: arrival.region.id, name: arrival.region.name } }),
    shipping: arrival.region?.cost ?? 0,
    earliest_arrival: arrival.earliest,
    latest_arrival: arrival.latest,
    ...(dated && { occasion: { slug: dated.id, name: dated.name, date: dated.date, order_by: dated.orderBy, in_time: dated.possible } }),
  };
}

/** A sum in the price list's currency, exact in minor units (undefined when shipping has more decimals than it allows). */
function deliveredTotal(total: number, shipping: number, prices: PriceList): number | undefined {
  const shippingMinor = toMinor(shipping, prices.digits);
  const totalMinor = toMinor(total, prices.digits);
  return shippingMinor === undefined || totalMinor === undefined ? undefined : fromMinor(totalMinor + shippingMinor, prices.digits);
}

export function bookPlan(
  { catalog, prices, origin, today }: { catalog: Catalog; prices: PriceList; origin: string; today: string },
  query: BookPlanQuery,
): BookPlanResponse {
  const style = catalog.art_styles.find((entry) => entry.id === query.style);
  if (style === undefined) throw new RangeError(`unknown art style "${query.style}"`);
  const occasion = catalog.occasions.find((entry) => entry.slug === query.occasion);
  const scenes = (query.scenes ?? []).flatMap((id) => catalog.scenes.filter((scene) => scene.id === id));
  const price = quote(prices, query);
  const arrival = arrivalAnswer(catalog, query, today);
  const delivered = arrival.currency === price.currency ? deliveredTotal(price.total, arrival.shipping, prices) : undefined;
  const fragment = createFragment({
    style: style.id,
    occasion: occasion?.slug,
    format: query.format_type,
    giftWrap: query.gift_wrap,
    country: query.country,
    scenes: query.scenes,
  });
  return {
    style,
    ...(occasion && { occasion: { slug: occasion.slug, title: occasion.title } }),
    format_type: query.format_type,
    gift_wrap: query.gift_wrap,
    scenes,
    price,
    ...(delivered !== undefined && { delivered_total: delivered }),
    arrival,
    create_url: origin + sitePaths.create + fragment,
  };
}
