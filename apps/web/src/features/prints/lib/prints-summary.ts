import type { PrintsPriceList } from '@my-account/contract/prints';

/** A quantity as ordered: whole prints from 1 to the most the price list allows. */
export const clampQuantity = (quantity: number, max: number): number =>
  Math.min(max, Math.max(1, Math.round(Number.isFinite(quantity) ? quantity : 1)));

export interface PrintsSummary {
  perPrint: number;
  prints: number;
  shipping: number;
  total: number;
}

/**
 * What the page shows before ordering, by the same rule the server prices with (decision 0225):
 * prints times the size's price, plus shipping unless nothing costs anything. The server's
 * price is the one charged; this only tells the customer in advance.
 */
export function summarisePrints(
  list: PrintsPriceList,
  sizeId: string,
  quantities: readonly number[],
): PrintsSummary {
  const perPrint = list.sizes.find((size) => size.id === sizeId)?.price ?? 0;
  const prints = quantities.reduce(
    (sum, quantity) => sum + clampQuantity(quantity, list.maxQuantity),
    0,
  );
  const subtotal = prints * perPrint;
  const shipping = subtotal === 0 ? 0 : list.shippingCost;
  return { perPrint, prints, shipping, total: subtotal + shipping };
}

/** The option of `wanted` when the list has it, else the first: a prefill the catalogue lost. */
export function optionOrFirst(
  options: readonly { id: string }[],
  wanted: string | null | undefined,
): string {
  return options.find((option) => option.id === wanted)?.id ?? options[0]?.id ?? '';
}
