import { fireEvent, screen } from '@testing-library/preact';
import { strToU8, zipSync } from 'fflate';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@my-account/contract/products';
import { saveFile } from '@/lib/save-file';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { renderWithRuntime } from '@/testing/render-with-runtime';
import { ProductPdfDownload } from '@/features/product-pdfs/components/product-pdf-download';

vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

interceptApiRequests();

const CODE = 'PR-22910';
const PDF_TEXT = '%PDF-1.7 the prints';

const product = (overrides: Partial<Product>): Product => ({
  productCode: CODE,
  orderCode: 'PB-1048-2291',
  articleCode: 'PAP_910',
  articleType: 'Prints',
  title: 'Photo prints 10 x 15 cm, glossy',
  photoCount: 24,
  pdfState: 'Ready',
  files: [
    {
      purpose: 'product.pdf',
      fileName: `${CODE}.pdf`,
      contentType: 'application/pdf',
      size: PDF_TEXT.length,
      pageCount: 24,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  ...overrides,
});

function renderDownload(answer: Product, zipStatus = 200) {
  apiServer.use(
    http.get(apiUrl('products', `/v1/Products/${CODE}`), () => HttpResponse.json(answer)),
    http.get(apiUrl('pdf', `/v1/pdf/me/${CODE}`), () => {
      if (zipStatus !== 200) {
        return HttpResponse.json(
          { statusCode: zipStatus, code: 'NOT_FOUND', message: 'Product not found' },
          { status: zipStatus },
        );
      }
      const zip = zipSync({ [`${CODE}.pdf`]: strToU8(PDF_TEXT) }, { level: 0 });
      // The bytes as they are: a jsdom Blob would reach the fetch of the test as text.
      return new HttpResponse(new Uint8Array(zip).buffer, {
        headers: { 'content-type': 'application/zip' },
      });
    }),
  );
  renderWithRuntime(<ProductPdfDownload productCode={CODE} title={answer.title} />);
}

const savedBlobs: Blob[] = [];

beforeEach(() => {
  URL.createObjectURL = vi.fn((blob: Blob) => {
    savedBlobs.push(blob);
    return 'blob:product-pdf';
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.mocked(saveFile).mockReset();
  savedBlobs.length = 0;
});

describe('ProductPdfDownload', () => {
  it('unzips the PDF in the browser and saves it as {productCode}.pdf', async () => {
    renderDownload(product({}));
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Download PDF of Photo prints 10 x 15 cm, glossy',
      }),
    );
    // The unzip library loads on the first download: slow on a busy machine.
    await vi.waitFor(
      () => {
        expect(saveFile).toHaveBeenCalledWith('blob:product-pdf', `${CODE}.pdf`);
      },
      { timeout: 5_000 },
    );
    const [saved] = savedBlobs;
    expect(saved?.type).toBe('application/pdf');
    expect(await saved?.text()).toBe(PDF_TEXT);
  });

  it('says the PDF is being prepared while the server makes it', async () => {
    renderDownload(product({ pdfState: 'Pending', files: [] }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Preparing the PDF…');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when the download fails', async () => {
    renderDownload(product({}), 404);
    fireEvent.click(await screen.findByRole('button', { name: /Download PDF/ }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The PDF could not be downloaded. Please try again.',
    );
    expect(saveFile).not.toHaveBeenCalled();
  });
});
