import { useMutation } from '@tanstack/react-query';
import { unzipSync } from 'fflate';
import { z } from 'zod/mini';
import { productPdfFileName } from '@my-account/contract/products';
import { httpClient } from '@/lib/http-client';
import { saveFile } from '@/lib/save-file';
import { serviceUrl } from '@/lib/service-url';

/**
 * A Blob, recognised by its shape: the fetch implementation's Blob class is not always the
 * page's global one (test environments), and either reads the same.
 */
const ZipSchema = z.custom<Blob>(
  (value) =>
    typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'type' in value,
);

/** The PDF inside the zip the server answers with (its only .pdf entry). */
export function pdfOfZip(zip: Uint8Array): Uint8Array {
  const entries = unzipSync(zip, { filter: (file) => file.name.toLowerCase().endsWith('.pdf') });
  const [pdf] = Object.values(entries);
  if (!pdf) {
    throw new Error('The zip holds no PDF');
  }
  return pdf;
}

/**
 * GET /v1/pdf/me/{code}: the product's PDF comes zipped (the spec's "PDF unzip"); it is
 * unzipped here and handed to the browser to save as {productCode}.pdf.
 */
export async function downloadProductPdf(code: string): Promise<void> {
  const zip = await httpClient.get(serviceUrl('pdf', `/v1/pdf/me/${encodeURIComponent(code)}`), {
    schema: ZipSchema,
    responseType: 'blob',
  });
  const pdf = pdfOfZip(new Uint8Array(await zip.arrayBuffer()));
  // A copy on a plain ArrayBuffer, as Blob takes (fflate's views may be on any buffer).
  const url = URL.createObjectURL(new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }));
  try {
    saveFile(url, productPdfFileName(code));
  } finally {
    // The click has started the save; a moment later the URL is no longer needed.
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 10_000);
  }
}

export function useDownloadProductPdf() {
  return useMutation({ mutationFn: (code: string) => downloadProductPdf(code) });
}
