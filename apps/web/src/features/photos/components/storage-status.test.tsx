import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountInformation } from '@my-account/contract/photos';
import { interceptApiRequests } from '@/testing/api-server';
import { photoQueryKeys } from '@/features/photos/api/photo-query-keys';
import { libraryStateStore, type LibraryState } from '@/features/photos/components/photos-panel';
import { StorageStatus } from '@/features/photos/components/storage-status';
import { renderWithProviders } from '@/testing/render';

// Nothing is fetched: the account information is in the cache for good.
interceptApiRequests();

const IN_TWO_YEARS = new Date(Date.now() + 2 * 365 * 24 * 3600_000).toISOString();

function renderStatus(state: LibraryState) {
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
      <StorageStatus autoOpenWhenCritical={false} shopUrl={undefined} />
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
