import type { OrderCurrency } from '@my-account/contract/orders';

/**
 * The price of one print per print size, and of one delivery, in each currency's minor unit
 * (decision 0225). The merchandise catalogue has no prices; this table is the prints step's
 * until a real price service answers behind the same route. Finish and border cost nothing.
 */
interface PrintsPrices {
  perPrint: Readonly<Record<string, number>>;
  shipping: number;
}

const PRICES: Readonly<Record<OrderCurrency, PrintsPrices>> = {
  GBP: { perPrint: { '10x15': 25, '13x18': 45, '20x30': 199 }, shipping: 199 },
  EUR: { perPrint: { '10x15': 29, '13x18': 49, '20x30': 229 }, shipping: 249 },
  SEK: { perPrint: { '10x15': 300, '13x18': 500, '20x30': 2500 }, shipping: 2900 },
  NOK: { perPrint: { '10x15': 300, '13x18': 550, '20x30': 2700 }, shipping: 3900 },
  DKK: { perPrint: { '10x15': 250, '13x18': 400, '20x30': 1900 }, shipping: 2900 },
};

/** The price of one print of a size; undefined for a size without a price (not sold). */
export const pricePerPrint = (currency: OrderCurrency, sizeId: string): number | undefined =>
  PRICES[currency].perPrint[sizeId];

export const shippingCostIn = (currency: OrderCurrency): number => PRICES[currency].shipping;
