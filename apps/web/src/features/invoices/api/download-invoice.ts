import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { invoiceFileName } from '@my-account/contract/invoices';
import { httpClient } from '@/lib/http-client';
import { saveFile } from '@/lib/save-file';
import { serviceUrl } from '@/lib/service-url';

/**
 * A Blob, recognised by its shape: the fetch implementation's Blob class is not always the
 * page's global one (test environments), and either saves the same.
 */
const PdfSchema = z.custom<Blob>(
  (value) =>
    typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'type' in value,
);

/**
 * GET /api/v1/HistoricalInvoice/me/pdf/{id}/{channel}, saved as invoice_{id}.pdf. The route
 * wants the bearer token, so the PDF is fetched and handed to the browser as an object URL.
 */
export async function downloadInvoice(id: string, channel: string): Promise<void> {
  const path = `/api/v1/HistoricalInvoice/me/pdf/${encodeURIComponent(id)}/${encodeURIComponent(channel)}`;
  const pdf = await httpClient.get(serviceUrl('invoices', path), {
    schema: PdfSchema,
    responseType: 'blob',
  });
  const url = URL.createObjectURL(pdf);
  try {
    saveFile(url, invoiceFileName(id));
  } finally {
    // The click has started the save; a moment later the URL is no longer needed.
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 10_000);
  }
}

export function useDownloadInvoice() {
  return useMutation({
    mutationFn: ({ id, channel }: { id: string; channel: string }) => downloadInvoice(id, channel),
  });
}
