import { randomInt } from 'node:crypto';
import { CUSTOMER_ERROR_CODES, type CustomerAddress } from '@my-account/contract/customer';
import {
  MAX_PRODUCTS_PER_ORDER,
  NewSuperOrderSchema,
  ORDERS_ERROR_CODES,
  type NewSuperOrder,
} from '@my-account/contract/orders';
import {
  PRINTS_ERROR_CODES,
  type NewPrintsOrder,
  type PlacedPrintsOrder,
} from '@my-account/contract/prints';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { badRequest, HttpError, notFound } from '../../platform/http/http-error.ts';
import { findCustomerAddress, findCustomerSummary } from '../customer/customer.public.ts';
import { placeSuperOrder, type OrdersViewDeps } from '../orders/orders.public.ts';
import { findCustomerPaymentMethod } from '../payment-methods/payment-methods.public.ts';
import { countOwnedPhotos } from '../photo-management/photo-management.public.ts';
import { printsPriceList } from './prints-catalogue.ts';
import { paymentFor, pricePrints, type PricedPrints } from './prints-pricing.ts';
import { printsProductCode } from './prints-product-code.ts';

/** Codes like the shop's ("PB-1049-7713"); a taken one is drawn again. */
const newOrderCode = () =>
  `PR-${String(randomInt(1000, 10_000))}-${String(randomInt(1000, 10_000))}`;
const CODE_ATTEMPTS = 5;

/** The address book's fields, without its id and defaults. */
function deliveryAddressOf(address: CustomerAddress): NewSuperOrder['deliveryAddress'] {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    companyName: address.companyName,
    street: address.street,
    houseNumber: address.houseNumber,
    addition: address.addition,
    postalCode: address.postalCode,
    city: address.city,
    countryCode: address.countryCode,
    phoneNumber: address.phoneNumber,
  };
}

function superOrderOf(
  priced: PricedPrints,
  articleCode: string,
  extra: Pick<
    NewSuperOrder,
    'orderCode' | 'currency' | 'paymentStatus' | 'paymentMethod' | 'deliveryAddress'
  >,
): NewSuperOrder {
  return {
    ...extra,
    shippingCost: priced.shippingCost,
    deliveryType: 'Home',
    products: priced.lines.map((line, index) => ({
      productCode: printsProductCode(priced.options, index + 1),
      articleCode,
      articleType: 'Prints',
      title: priced.title,
      quantity: line.quantity,
      price: line.price,
      photoIds: line.photoIds,
    })),
  };
}

/**
 * The signed-in customer orders prints of their photos (decision 0225). Every check comes before
 * anything is written: the channel and options (404, 400), the photos and the address are the
 * customer's (404 like missing ones), the price is the server's, the payment is recorded with
 * the stored method (409 without one). The order goes in through orders' intake, as the shop's.
 */
export async function placePrintsOrder(
  deps: OrdersViewDeps,
  user: AuthUser,
  order: NewPrintsOrder,
  now = new Date(),
): Promise<PlacedPrintsOrder> {
  const customer = await findCustomerSummary(deps.db, user);
  if (!customer) {
    throw notFound('Customer');
  }
  if (customer.isB2b && customer.status === 'Blocked') {
    throw new HttpError(
      403,
      CUSTOMER_ERROR_CODES.accountBlocked,
      'This business account is blocked: please contact customer care',
    );
  }
  const list = printsPriceList(order.channel);
  const priced = pricePrints(list, order);
  if (priced.lines.length > MAX_PRODUCTS_PER_ORDER) {
    throw badRequest(
      `At most ${String(MAX_PRODUCTS_PER_ORDER)} different quantities in one order`,
      PRINTS_ERROR_CODES.tooManyLines,
    );
  }
  const photoIds = order.photos.map((photo) => photo.photoId);
  if ((await countOwnedPhotos(deps.db, user.sub, photoIds)) !== photoIds.length) {
    throw notFound('Photo');
  }
  const address = await findCustomerAddress(deps.db, customer.id, order.deliveryAddressId);
  if (!address) {
    throw notFound('Address');
  }
  const payment = paymentFor(
    priced.total,
    await findCustomerPaymentMethod(deps.db, customer.id),
    now,
  );
  for (let attempt = 1; ; attempt += 1) {
    const input = superOrderOf(priced, list.articleCode, {
      orderCode: newOrderCode(),
      currency: list.currency,
      deliveryAddress: deliveryAddressOf(address),
      ...payment,
    });
    try {
      // The address book's address passed its country's rules when it was saved.
      const placed = await placeSuperOrder(
        deps,
        customer.id,
        NewSuperOrderSchema.parse(input),
        now,
      );
      return { orderCode: placed.orderCode };
    } catch (error) {
      const taken = error instanceof HttpError && error.code === ORDERS_ERROR_CODES.orderCodeTaken;
      if (!taken || attempt >= CODE_ATTEMPTS) {
        throw error;
      }
    }
  }
}
