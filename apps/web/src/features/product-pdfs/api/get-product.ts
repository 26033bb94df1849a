import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProductSchema, type Product } from '@my-account/contract/products';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/** While the server generates the PDF, the product is asked for again this often. */
export const PENDING_PDF_POLL_MS = 2000;

/** GET /v1/Products/{code}: a product of the customer's orders with its files. */
export function getProduct(code: string, signal?: AbortSignal): Promise<Product> {
  return httpClient.get(serviceUrl('products', `/v1/Products/${encodeURIComponent(code)}`), {
    schema: ProductSchema,
    ...(signal ? { signal } : {}),
  });
}

export const getProductQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['products', code],
    queryFn: ({ signal }) => getProduct(code, signal),
    // The first look at a product asks the server for its PDF: follow it until it is made.
    refetchInterval: (query) =>
      query.state.data?.pdfState === 'Pending' ? PENDING_PDF_POLL_MS : false,
  });

export function useProduct(code: string) {
  return useQuery(getProductQueryOptions(code));
}
