import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountInformation } from '@my-account/contract/photos';
import {
  apiServer,
  apiUrl,
  FAKE_TIMERS_WITH_API,
  interceptApiRequests,
} from '@/testing/api-server';
import { isNativeAppLink } from '@/features/photos/lib/native-app-link';
import { photoQueryKeys } from '@/features/photos/api/photo-query-keys';
import { libraryStateStore, type LibraryState } from '@/features/photos/components/photos-panel';
import { StorageStatus } from '@/features/photos/components/storage-status';
import { renderWithProviders } from '@/testing/render';

// The account information is in the cache for good: only a refetch asks for it.
interceptApiRequests();

const IN_TWO_YEARS = new Date(Date.now() + 2 * 365 * 24 * 3600_000).toISOString();

function renderStatus(state: LibraryState, shopUrl?: string) {
  libraryStateStore.set(() => state);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData<AccountInformation>(photoQueryKeys.accountInformation, {
    lastOrderDate: null,
    projectCount: 0,
    projectedDeletionDate: IN_TWO_YEARS,
    registrationDate: '2026-01-10T10:00:00Z',
  });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <StorageStatus autoOpenWhenCritical={false} shopUrl={shopUrl} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  libraryStateStore.set(() => 'unknown');
});

describe('StorageStatus button', () => {
  it('tells the status of an active library', () => {
    renderStatus('active');
    const button = screen.getByRole('button', { name: 'Storage status: Safe' });
    expect(button.querySelector('[aria-hidden="true"]')?.className).toMatch(/safe/);
  });

  it('claims no status ("safe" green dot) for a library that is not active yet', () => {
    renderStatus('not-active');
    const button = screen.getByRole('button', { name: 'Storage status' });
    expect(button.querySelector('[aria-hidden="true"]')?.className).not.toMatch(/safe/);
  });
});

describe('StorageStatus shop link', () => {
  it("asks again 2 s after the shop link opened the brand's app (the reactivation redirect)", async () => {
    let asked = 0;
    apiServer.use(
      http.get(apiUrl('photo-deletion', '/getaccountinformation'), () => {
        asked += 1;
        return HttpResponse.json<AccountInformation>({
          lastOrderDate: '2026-11-24T08:00:00Z',
          projectCount: 0,
          projectedDeletionDate: IN_TWO_YEARS,
          registrationDate: '2026-01-10T10:00:00Z',
        });
      }),
    );
    vi.useFakeTimers(FAKE_TIMERS_WITH_API);
    try {
      renderStatus('active', 'photobox://shop/storage');
      fireEvent.click(screen.getByRole('button', { name: 'Storage status: Safe' }));
      fireEvent.click(screen.getByRole('link', { name: 'Start an order' }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_900);
      });
      expect(asked).toBe(0);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
      });
      await vi.waitFor(() => {
        expect(asked).toBe(1);
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('isNativeAppLink', () => {
  it('tells an app scheme from a web page', () => {
    expect(isNativeAppLink('photobox://shop/storage')).toBe(true);
    expect(isNativeAppLink('intent://shop#Intent;scheme=albelli;end')).toBe(true);
    expect(isNativeAppLink('https://www.photobox.co.uk/shop')).toBe(false);
    expect(isNativeAppLink('/shop')).toBe(false);
  });
});
