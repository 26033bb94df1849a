import { useQuery } from '@tanstack/react-query';
import { SUPER_ORDERS_LIMIT, SuperOrderListSchema, type Order } from '@my-account/contract/orders';
import { isPhotobookArticle } from '@my-account/contract/widgets';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';
import { widgetKeys } from '@/features/widgets/api/widget-query-keys';

/** A photo book line of the customer's orders: what may go online. */
export interface Photobook {
  productCode: string;
  title: string;
  thumbnailUrl: string | null;
  /** ISO-8601: when its order was placed. */
  orderedAt: string;
}

const toPhotobook = (product: Order, orderedAt: string): Photobook => ({
  productCode: product.productCode,
  title: product.title,
  thumbnailUrl: product.thumbnailUrl,
  orderedAt,
});

/**
 * GET /v2/superorders/me, every page (100 at a time): the photo book lines of the customer's
 * orders that stand (not cancelled, not expired unpaid), newest order first. The orders feature has its own reads; features do not share.
 */
export async function getPhotobooks(signal?: AbortSignal): Promise<Photobook[]> {
  const books: Photobook[] = [];
  for (let offset = 0; ;) {
    const page = await httpClient.get(serviceUrl('orders', '/v2/superorders/me'), {
      schema: SuperOrderListSchema,
      query: { Offset: offset, Limit: SUPER_ORDERS_LIMIT, OrderState: 'notExpired' },
      ...(signal ? { signal } : {}),
    });
    // A cancelled order made no book; an unpaid checkout that expired never will.
    for (const order of page.items.filter((entry) => entry.status !== 'Cancelled')) {
      for (const product of order.products) {
        if (isPhotobookArticle(product.articleType)) {
          books.push(toPhotobook(product, order.createdAt));
        }
      }
    }
    offset += page.items.length;
    if (page.items.length === 0 || offset >= page.totalCount) {
      return books;
    }
  }
}

export function usePhotobooks() {
  return useQuery({
    queryKey: widgetKeys.photobooks(),
    queryFn: ({ signal }) => getPhotobooks(signal),
  });
}
