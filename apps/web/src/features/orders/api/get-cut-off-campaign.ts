import { useQuery } from '@tanstack/react-query';
import { CutOffCampaignSchema, type CutOffCampaign } from '@my-account/contract/cut-off';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/** GET /v1/Campaign/{name}: a seasonal campaign's order deadlines per article group. */
export function getCutOffCampaign(name: string, signal?: AbortSignal): Promise<CutOffCampaign> {
  return httpClient.get(serviceUrl('cut-off', `/v1/Campaign/${encodeURIComponent(name)}`), {
    schema: CutOffCampaignSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Deadlines change rarely: one request per visit. */
export function useCutOffCampaign(name: string) {
  return useQuery({
    queryKey: ['cut-off', 'campaign', name],
    queryFn: ({ signal }) => getCutOffCampaign(name, signal),
    staleTime: Infinity,
  });
}
