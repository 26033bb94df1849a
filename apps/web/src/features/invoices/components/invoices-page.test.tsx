import { fireEvent, screen } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoricalInvoiceList } from '@my-account/contract/invoices';
import { paths } from '@/config/paths';
import { saveFile } from '@/lib/save-file';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { renderWithRuntime } from '@/testing/render-with-runtime';
import { InvoicesPage } from '@/features/invoices/components/invoices-page';

vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

interceptApiRequests();

const ID = '0b7f3c1e-4d5a-4c1b-9a77-2f5e8d1c6a10';
const LIST: HistoricalInvoiceList = {
  items: [
    {
      id: ID,
      invoiceNumber: 'INV-2026-PX-2207-4410',
      orderCode: 'PX-2207-4410',
      issuedAt: '2026-11-20T10:00:00.000Z',
      currency: 'EUR',
      total: 52950,
      vat: 8454,
      fileName: `invoice_${ID}.pdf`,
    },
  ],
};

function renderPage(list: HistoricalInvoiceList) {
  const pdfRequests: string[] = [];
  apiServer.use(
    http.get(apiUrl('invoices', '/api/v1/HistoricalInvoice/me'), () => HttpResponse.json(list)),
    http.get(apiUrl('invoices', '/api/v1/HistoricalInvoice/me/pdf/:id/:channel'), ({ request }) => {
      pdfRequests.push(new URL(request.url).pathname);
      return new HttpResponse(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        headers: { 'content-type': 'application/pdf' },
      });
    }),
  );
  renderWithRuntime(<InvoicesPage />, { path: paths.invoices });
  return { pdfRequests };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:invoice');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.mocked(saveFile).mockReset();
});

describe('InvoicesPage', () => {
  it('lists the invoices with number, order and total', async () => {
    renderPage(LIST);
    expect(await screen.findByText('INV-2026-PX-2207-4410')).toBeTruthy();
    expect(screen.getByText('PX-2207-4410')).toBeTruthy();
    expect(screen.getByText('€529.50')).toBeTruthy();
  });

  it("downloads the PDF in the vendor's channel and saves it as invoice_{id}.pdf", async () => {
    const { pdfRequests } = renderPage(LIST);
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Download invoice INV-2026-PX-2207-4410 (PDF)',
      }),
    );
    await vi.waitFor(() => {
      expect(saveFile).toHaveBeenCalledWith('blob:invoice', `invoice_${ID}.pdf`);
    });
    expect(pdfRequests).toEqual([expect.stringMatching(`/pdf/${ID}/photobox.co.uk$`)]);
  });

  it('says so when there are none', async () => {
    renderPage({ items: [] });
    expect(
      await screen.findByText('You have no invoices yet. Orders you pay by invoice appear here.'),
    ).toBeTruthy();
  });
});
