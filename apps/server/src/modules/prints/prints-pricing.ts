import { isCardExpired, type PaymentMethod } from '@my-account/contract/payment-methods';
import type { OrderPaymentMethod, PaymentStatus } from '@my-account/contract/orders';
import {
  PRINTS_ERROR_CODES,
  type NewPrintsOrder,
  type PrintsPriceList,
} from '@my-account/contract/prints';
import { badRequest, conflict } from '../../platform/http/http-error.ts';
import type { PrintsOptions } from './prints-product-code.ts';

/** Photos ordered in the same quantity: one product line of the order. */
export interface PrintsLine {
  photoIds: string[];
  /** Prints of each photo. */
  quantityEach: number;
  /** Prints of the line: quantityEach times the photos. */
  quantity: number;
  price: number;
}

export interface PricedPrints {
  options: PrintsOptions;
  /** "Photo prints 10 x 15 cm, Glossy, White border". */
  title: string;
  lines: PrintsLine[];
  shippingCost: number;
  total: number;
}

function optionTitle(options: readonly { id: string; title: string }[], id: string, what: string) {
  const option = options.find((candidate) => candidate.id === id);
  if (!option) {
    throw badRequest(`The prints have no ${what} "${id}"`, PRINTS_ERROR_CODES.unknownOption);
  }
  return option.title;
}

/**
 * Prices an order from the price list alone (the client's idea of the price is never asked):
 * photos are grouped by quantity into lines, in the order they first appear.
 */
export function pricePrints(list: PrintsPriceList, order: NewPrintsOrder): PricedPrints {
  const size = list.sizes.find((candidate) => candidate.id === order.printSize);
  if (!size) {
    throw badRequest(
      `The prints have no size "${order.printSize}"`,
      PRINTS_ERROR_CODES.unknownOption,
    );
  }
  const finish = optionTitle(list.finishes, order.finish, 'finish');
  const border = optionTitle(list.borders, order.border, 'border');
  const byQuantity = new Map<number, string[]>();
  for (const photo of order.photos) {
    byQuantity.set(photo.quantity, [...(byQuantity.get(photo.quantity) ?? []), photo.photoId]);
  }
  const lines = [...byQuantity].map(([quantityEach, photoIds]) => {
    const quantity = quantityEach * photoIds.length;
    return { photoIds, quantityEach, quantity, price: quantity * size.price };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
  // Nothing to deliver costs nothing to deliver: a free order stays free.
  const shippingCost = subtotal === 0 ? 0 : list.shippingCost;
  return {
    options: { printSize: size.id, finish: order.finish, border: order.border },
    title: `${list.title} ${size.title}, ${finish}, ${border}`,
    lines,
    shippingCost,
    total: subtotal + shippingCost,
  };
}

/**
 * How the order is paid: free when the total is 0, else with the customer's stored method (a
 * card that has not expired, or invoice); 409 PAYMENT_METHOD_REQUIRED without one.
 */
export function paymentFor(
  total: number,
  stored: PaymentMethod | undefined,
  today: Date,
): { paymentStatus: PaymentStatus; paymentMethod: OrderPaymentMethod } {
  if (total === 0) {
    return { paymentStatus: 'paymentFree', paymentMethod: 'free' };
  }
  if (stored?.type === 'invoice') {
    return { paymentStatus: 'paymentSuccess', paymentMethod: 'invoice' };
  }
  if (stored?.type === 'card' && !isCardExpired(stored, today)) {
    return { paymentStatus: 'paymentSuccess', paymentMethod: 'card' };
  }
  throw conflict(
    'There is no payment method to pay with: add one at your next checkout in the shop',
    PRINTS_ERROR_CODES.paymentMethodRequired,
  );
}
