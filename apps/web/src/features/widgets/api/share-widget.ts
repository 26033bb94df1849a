import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  encodeShareValue,
  WidgetShareResultSchema,
  type WidgetShareQuery,
  type WidgetShareResult,
} from '@my-account/contract/widgets';
import { httpClient } from '@/lib/http-client';
import { widgetUrl } from '@/features/widgets/api/get-widget';
import { widgetKeys } from '@/features/widgets/api/widget-query-keys';

export interface ShareInput {
  /** The channel whose brand and language the mail is in. */
  vendorId: WidgetShareQuery['vendorId'];
  senderName: string;
  recipientEmail: string;
  personalMessage: string;
}

/**
 * PUT /v1/widget/{code}/share: mails the book's link. Name, message and address travel
 * base64-encoded in the query, as the spec has it (decision 0246).
 */
export function shareWidget(code: string, input: ShareInput): Promise<WidgetShareResult> {
  const query: WidgetShareQuery = {
    vendorId: input.vendorId,
    fromName: encodeShareValue(input.senderName),
    personalMessage: encodeShareValue(input.personalMessage),
    toEmailAddress: encodeShareValue(input.recipientEmail),
  };
  return httpClient.put(`${widgetUrl(code)}/share`, {
    schema: WidgetShareResultSchema,
    query: { ...query },
  });
}

export function useShareWidget(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareInput) => shareWidget(code, input),
    // The widget's "last shared" (the list's Shared badge) changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: widgetKeys.all }),
  });
}
