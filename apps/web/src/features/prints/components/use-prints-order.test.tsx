import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { AppConfig } from '@my-account/contract/app-config';
import type { ChannelIdentity } from '@my-account/contract/merchandise';
import { fallbackPublicConfig } from '@my-account/contract/public-config';
import type { TempSelectionBody } from '@my-account/contract/temp-selections';
import { vendorForHost } from '@my-account/contract/vendors';
import { notify } from '@/components/toast/notify';
import { createQueryClient } from '@/lib/query-client';
import { resetReportedErrors } from '@/lib/report-error';
import { RuntimeProvider } from '@/lib/runtime-context';
import { apiServer, apiUrl, interceptApiRequests, reportedErrors } from '@/testing/api-server';
import { renderWithProviders } from '@/testing/render';
import { usePrintsOrder } from '@/features/prints/components/use-prints-order';

vi.mock('@/components/toast/notify', () => ({
  notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() },
}));

const vendor = vendorForHost('photobox.co.uk');
const config = {
  services: {},
  printsEditorUrl: '/prints-editor/{vendor}',
} as unknown as AppConfig;

interceptApiRequests();

let channel: ChannelIdentity | null = null;
/** The bodies of the temp selections stored, in order. */
const storedSelections: TempSelectionBody[] = [];
/** The store answers once this settles (the test can hold it back). */
let storing: Promise<void> = Promise.resolve();

beforeEach(() => {
  channel = { ID: 'PHOTOBOX_CO_UK_EN_GB', Vendor: { ID: 'photobox.co.uk', Locale: 'en-GB' } };
  storedSelections.length = 0;
  storing = Promise.resolve();
  resetReportedErrors();
  apiServer.use(
    http.post(apiUrl('merchandise', '/graphql'), () =>
      HttpResponse.json({ data: { Channel: channel } }),
    ),
    http.post<never, TempSelectionBody>(
      apiUrl('photo-management', '/temp-selections'),
      async ({ request }) => {
        storedSelections.push(await request.json());
        await storing;
        return HttpResponse.json({ tempSelectionId: 'sel-1' }, { status: 201 });
      },
    ),
  );
});

afterEach(() => {
  vi.mocked(notify.error).mockClear();
});

function Harness({ navigate }: { navigate: (url: string) => void }) {
  const { orderPrints, printsOrderUi } = usePrintsOrder({ navigate });
  const [result, setResult] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() => {
          void orderPrints(['p1', 'p2']).then((done) => {
            setResult(String(done));
          });
        }}
      >
        Order prints
      </button>
      <output aria-label="result">{result}</output>
      {printsOrderUi}
    </>
  );
}

function renderHarness(navigate = vi.fn<(url: string) => void>()) {
  const queryClient = createQueryClient();
  const Providers = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RuntimeProvider
        value={{ config, vendor, publicConfig: fallbackPublicConfig(vendor.host), locale: 'en-GB' }}
      >
        {children}
      </RuntimeProvider>
    </QueryClientProvider>
  );
  renderWithProviders(
    <Providers>
      <Harness navigate={navigate} />
    </Providers>,
  );
  return navigate;
}

describe('usePrintsOrder', () => {
  it('hands the photos over: bar, selecting, overlay, then the editor URL', async () => {
    const user = userEvent.setup();
    const navigate = renderHarness();
    await user.click(screen.getByRole('button', { name: 'Order prints' }));
    const next = await screen.findByRole('button', { name: 'Next: Customise 2 photo prints' });
    let storeSelection: () => void = () => undefined;
    storing = new Promise<void>((resolve) => {
      storeSelection = resolve;
    });
    await user.click(next);
    expect(
      (await screen.findByRole('button', { name: 'Selecting your photos...' })).getAttribute(
        'aria-disabled',
      ),
    ).toBe('true');
    storeSelection();

    await screen.findByRole('dialog', { name: 'Adding 2 photos to editor...' });
    expect(storedSelections).toEqual([{ photoIds: ['p1', 'p2'] }]);
    expect(navigate).not.toHaveBeenCalled();

    await waitFor(
      () => {
        expect(navigate).toHaveBeenCalledOnce();
      },
      { timeout: 4500 },
    );
    const url = new URL(navigate.mock.calls[0]?.[0] ?? '');
    expect(url.pathname).toBe('/prints-editor/photobox.co.uk');
    expect(url.search).toBe(
      '?autoselectproduct=PAP_910&channel=PHOTOBOX_CO_UK_EN_GB&tempSelectionId=sel-1',
    );
    expect(screen.getByRole('status', { name: 'result' }).textContent).toBe('true');
  }, 10_000);

  it('blocks an unknown channel: reported, failure toast, nothing stored', async () => {
    channel = null;
    const user = userEvent.setup();
    const navigate = renderHarness();
    await user.click(screen.getByRole('button', { name: 'Order prints' }));
    await user.click(await screen.findByRole('button', { name: 'Next: Customise 2 photo prints' }));

    await waitFor(() => {
      expect(notify.error).toHaveBeenCalledWith('Error transferring photos. Try again.');
    });
    expect(screen.getByRole('status', { name: 'result' }).textContent).toBe('false');
    expect(storedSelections).toHaveLength(0);
    expect(reportedErrors).toContainEqual(
      expect.objectContaining({ message: 'Unable to extract channel ID!' }),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the selection when the customer cancels the bar', async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole('button', { name: 'Order prints' }));
    await screen.findByRole('dialog', { name: 'Order prints' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('status', { name: 'result' }).textContent).toBe('false');
    expect(storedSelections).toHaveLength(0);
  });
});
