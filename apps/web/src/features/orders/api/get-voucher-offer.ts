import { useQuery } from '@tanstack/react-query';
import { VoucherOfferSchema, type VoucherOffer } from '@my-account/contract/vouchers';
import { httpClient } from '@/lib/http-client';
import { HttpError } from '@/lib/http-error';
import { serviceUrl } from '@/lib/service-url';

/** GET /api/v1/campaigns/offers/{code}: the voucher's campaign; null when not found (404). */
export async function getVoucherOffer(
  code: string,
  signal?: AbortSignal,
): Promise<VoucherOffer | null> {
  try {
    return await httpClient.get(
      serviceUrl('vouchers', `/api/v1/campaigns/offers/${encodeURIComponent(code)}`),
      { schema: VoucherOfferSchema, ...(signal ? { signal } : {}) },
    );
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      return null;
    }
    throw error;
  }
}

/** Campaigns do not change while the page is open: one request per code. */
export function useVoucherOffer(code: string) {
  return useQuery({
    queryKey: ['vouchers', 'offer', code],
    queryFn: ({ signal }) => getVoucherOffer(code, signal),
    staleTime: Infinity,
  });
}
