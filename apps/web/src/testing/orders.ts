import type { Order, SuperOrder } from '@my-account/contract/orders';

/** A product as the orders API answers it (component tests of orders and of other features). */
export function testProduct(overrides: Partial<Order> = {}): Order {
  return {
    id: 'product-1',
    orderCode: 'PB-1',
    productCode: 'PR-1',
    articleCode: 'PAP_910',
    articleType: 'Prints',
    title: 'Photo prints 10 x 15 cm',
    quantity: 24,
    price: 696,
    voucher: null,
    discount: 0,
    photoCount: 24,
    projectId: null,
    thumbnailUrl: null,
    ...overrides,
  };
}

/** A confirmed home delivery placed on `createdAt` (component tests). */
export function testSuperOrder(overrides: Partial<SuperOrder> = {}): SuperOrder {
  const orderCode = overrides.orderCode ?? 'PB-1';
  const createdAt = overrides.createdAt ?? '2026-11-20T10:00:00.000Z';
  return {
    orderCode,
    status: 'Confirmed',
    granularStatus: 'paymentSuccess',
    paymentStatus: 'paymentSuccess',
    paymentMethod: 'card',
    source: 'Albelli',
    currency: 'GBP',
    shippingCost: 299,
    total: 995,
    createdAt,
    dispatchedAt: null,
    trackingUrl: null,
    deliveryType: 'Home',
    pickupPointName: null,
    deliveryAddress: {
      firstName: 'Demi',
      lastName: 'Demo',
      companyName: null,
      street: 'Baker Street',
      houseNumber: '221B',
      addition: null,
      postalCode: 'NW1 6XE',
      city: 'London',
      countryCode: 'GB',
      phoneNumber: null,
    },
    canChangeDeliveryAddress: true,
    productCount: 1,
    products: [testProduct({ orderCode })],
    statusHistory: [
      { status: 'Received', at: createdAt },
      { status: 'Confirmed', at: createdAt },
    ],
    ...overrides,
  };
}
