import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@my-account/contract/app-config';
import { fallbackPublicConfig } from '@my-account/contract/public-config';
import { vendorForHost } from '@my-account/contract/vendors';
import { notify } from '@/components/toast/notify';
import { createQueryClient } from '@/lib/query-client';
import { resetReportedErrors } from '@/lib/report-error';
import { RuntimeProvider } from '@/lib/runtime-context';
import { configureServiceUrls } from '@/lib/service-url';
import { renderWithProviders } from '@/testing/render';
import { usePrintsOrder } from '@/features/prints/components/use-prints-order';

vi.mock('@/components/toast/notify', () => ({
  notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() },
}));

const API = 'http://app.test/api';
const vendor = vendorForHost('photobox.co.uk');
const config = {
  services: {
    'photo-management': `${API}/photo-management`,
    merchandise: `${API}/merchandise`,
    'client-errors': `${API}/client-errors`,
  },
  printsEditorUrl: '/prints-editor/{vendor}',
} as unknown as AppConfig;

const fetchMock = vi.fn<typeof fetch>();
let channel: unknown = {
  ID: 'PHOTOBOX_CO_UK_EN_GB',
  Vendor: { ID: 'photobox.co.uk', Locale: 'en-GB' },
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Our client always calls fetch with a URL string and a JSON string body. */
const urlOf = (input: Parameters<typeof fetch>[0]) => (typeof input === 'string' ? input : '');
const bodyOf = (init: RequestInit | undefined) => (typeof init?.body === 'string' ? init.body : '');

function requestsTo(path: string) {
  return fetchMock.mock.calls.filter(([input]) => urlOf(input).endsWith(path));
}

beforeEach(() => {
  channel = { ID: 'PHOTOBOX_CO_UK_EN_GB', Vendor: { ID: 'photobox.co.uk', Locale: 'en-GB' } };
  resetReportedErrors();
  configureServiceUrls(config.services);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input) => {
    const url = urlOf(input);
    if (url.endsWith('/merchandise/graphql')) {
      return Promise.resolve(json({ data: { Channel: channel } }));
    }
    if (url.endsWith('/temp-selections')) {
      return Promise.resolve(json({ tempSelectionId: 'sel-1' }, 201));
    }
    return Promise.resolve(new Response(null, { status: 204 }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
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
    const stored = new Promise<void>((resolve) => {
      storeSelection = resolve;
    });
    fetchMock.mockImplementation(async (input) => {
      const url = urlOf(input);
      if (url.endsWith('/merchandise/graphql')) {
        return json({ data: { Channel: channel } });
      }
      if (url.endsWith('/temp-selections')) {
        await stored;
        return json({ tempSelectionId: 'sel-1' }, 201);
      }
      return new Response(null, { status: 204 });
    });
    await user.click(next);
    expect(
      (await screen.findByRole('button', { name: 'Selecting your photos...' })).getAttribute(
        'aria-disabled',
      ),
    ).toBe('true');
    storeSelection();

    await screen.findByRole('dialog', { name: 'Adding 2 photos to editor...' });
    const [, init] = requestsTo('/temp-selections')[0] ?? [];
    expect(JSON.parse(bodyOf(init))).toEqual({ photoIds: ['p1', 'p2'] });
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
    expect(requestsTo('/temp-selections')).toHaveLength(0);
    const reports = requestsTo('/client-errors').map(([, init]) => bodyOf(init));
    expect(reports.some((body) => body.includes('Unable to extract channel ID!'))).toBe(true);
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
    expect(requestsTo('/temp-selections')).toHaveLength(0);
  });
});
