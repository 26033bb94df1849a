import { NewSuperOrderSchema, type NewSuperOrder } from '@my-account/contract/orders';
import { placeSuperOrder } from './orders-intake.service.ts';
import type { OrdersViewDeps } from './orders-view.ts';

let sequence = 0;

/** A unique order code for a test (codes are unique across customers). */
export function testOrderCode(prefix = 'T'): string {
  sequence += 1;
  return `${prefix}-${String(process.pid)}-${String(Date.now() % 1_000_000)}-${String(sequence)}`;
}

/** A paid home delivery of prints and a photo book, as the shop would send it. */
export function sampleOrder(overrides: Partial<NewSuperOrder> = {}): NewSuperOrder {
  return {
    orderCode: testOrderCode(),
    currency: 'GBP',
    paymentStatus: 'paymentSuccess',
    paymentMethod: 'card',
    shippingCost: 299,
    deliveryType: 'Home',
    deliveryAddress: {
      firstName: 'Ann',
      lastName: 'Tester',
      street: 'Baker Street',
      houseNumber: '221B',
      postalCode: 'nw1 6xe',
      city: 'London',
      countryCode: 'GB',
      phoneNumber: '020 7946 0958',
    },
    products: [
      {
        productCode: 'PR-1',
        articleCode: 'PAP_910',
        articleType: 'Prints',
        title: 'Photo prints 10 x 15 cm',
        quantity: 24,
        price: 696,
        photoIds: ['photo-a', 'photo-b'],
      },
      {
        productCode: 'BK-1',
        articleCode: 'PAP_130',
        articleType: 'Photobook',
        title: 'Classic photo book A4',
        quantity: 1,
        price: 4299,
        voucherCode: 'SUMMER20',
        discount: 860,
        projectId: 'project-1',
      },
    ],
    ...overrides,
  };
}

/** Places the order for the customer as the shop would (for other modules' tests). */
export async function placeTestOrder(
  deps: OrdersViewDeps,
  customerId: string,
  order: NewSuperOrder,
): ReturnType<typeof placeSuperOrder> {
  return placeSuperOrder(deps, customerId, NewSuperOrderSchema.parse(order));
}
