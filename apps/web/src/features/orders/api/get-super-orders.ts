import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  SUPER_ORDERS_LIMIT,
  SuperOrderListSchema,
  type SuperOrderList,
} from '@my-account/contract/orders';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/** GET /v2/superorders/me: one page of the customer's orders that have not expired. */
export function getSuperOrders(
  page: { offset: number; limit: number },
  signal?: AbortSignal,
): Promise<SuperOrderList> {
  return httpClient.get(serviceUrl('orders', '/v2/superorders/me'), {
    schema: SuperOrderListSchema,
    query: { Offset: page.offset, Limit: page.limit, OrderState: 'notExpired' },
    ...(signal ? { signal } : {}),
  });
}

export const ORDERS_QUERY_KEY = ['orders', 'superorders'] as const;

export function getAllSuperOrdersQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'all'],
    queryFn: ({ pageParam, signal }) =>
      getSuperOrders({ offset: pageParam, limit: SUPER_ORDERS_LIMIT }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.totalCount && last.items.length > 0 ? loaded : undefined;
    },
  });
}

/**
 * Every order of the customer, 100 at a time (the spec's batches) until all are loaded: the first
 * page shows at once, the rest follow in the background.
 */
export function useAllSuperOrders() {
  const query = useInfiniteQuery(getAllSuperOrdersQueryOptions());
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  // The page count is a dependency too: a fast page can start and land between two renders.
  const pages = query.data?.pages.length ?? 0;
  useEffect(() => {
    if (pages > 0 && hasNextPage && !isFetchingNextPage && !isError) {
      void fetchNextPage();
    }
  }, [pages, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  return query;
}

/** The newest order (the overview's card), or undefined when there is none. */
export function useLatestSuperOrder() {
  return useQuery(
    queryOptions({
      queryKey: [...ORDERS_QUERY_KEY, 'latest'],
      queryFn: async ({ signal }) =>
        (await getSuperOrders({ offset: 0, limit: 1 }, signal)).items[0] ?? null,
    }),
  );
}
