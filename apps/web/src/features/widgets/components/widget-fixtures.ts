import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { Order, SuperOrder } from '@my-account/contract/orders';
import type { Widget } from '@my-account/contract/widgets';
import { apiServer, apiUrl } from '@/testing/api-server';
import { testProduct, testSuperOrder } from '@/testing/orders';

/** A product line as the orders API answers it (a photo book unless told). */
export function bookProduct(overrides: Partial<Order> = {}): Order {
  return testProduct({
    id: `product-${overrides.productCode ?? 'BK-1'}`,
    productCode: 'BK-1',
    articleCode: 'PAP_150',
    articleType: 'LayFlatPhotobook',
    title: 'Photo book: A year of us',
    quantity: 1,
    price: 3999,
    photoCount: 16,
    ...overrides,
  });
}

/** An order placed on `createdAt` holding `products`. */
export function orderOf(products: Order[], createdAt = '2026-11-20T10:00:00.000Z'): SuperOrder {
  return testSuperOrder({
    orderCode: products[0]?.orderCode ?? 'PB-1',
    total: 3999,
    createdAt,
    canChangeDeliveryAddress: false,
    productCount: products.length,
    products,
    statusHistory: [{ status: 'Confirmed', at: createdAt }],
  });
}

export function testWidget(overrides: Partial<Widget> = {}): Widget {
  return {
    widgetId: 'w-1',
    productCode: 'BK-1',
    title: 'Photo book: A year of us',
    pageCount: 5,
    createdAt: '2026-11-21T10:00:00.000Z',
    lastSharedAt: null,
    ...overrides,
  };
}

/** The orders API with these orders on one page. */
export function serveOrders(orders: SuperOrder[]) {
  apiServer.use(
    http.get(apiUrl('orders', '/v2/superorders/me'), () =>
      HttpResponse.json({ items: orders, totalCount: orders.length }),
    ),
  );
}

/** A window `width` px wide as far as media queries go (jsdom has no layout). */
export function stubWindowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query)?.[1];
    return {
      matches: min !== undefined && width >= Number(min),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  });
}
