import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVATION_FINISH_DELAY_MS } from '@my-account/contract/activation';
import type { TimelineCounts } from '@my-account/contract/photos';
import {
  apiServer,
  apiUrl,
  FAKE_TIMERS_WITH_API,
  interceptApiRequests,
} from '@/testing/api-server';
import { fakePushSocket } from '@/testing/fake-push-socket';
import {
  fakeActivationApi,
  type FakeActivationApi,
} from '@/features/activation/testing/activation-api';
import { libraryStateStore, PhotosPanel } from '@/features/photos/components/photos-panel';
import { LibraryActivationPanel, nextLibraryState } from '@/app/library-activation';
import { renderWithProviders } from '@/testing/render';

vi.mock('@/lib/push-socket', async () => {
  const { fakePushSocket } = await import('@/testing/fake-push-socket');
  return { usePushSocket: () => fakePushSocket };
});
const push = fakePushSocket;

const EMPTY = 'Your photo library is empty';

interceptApiRequests();

/** The server's activation status; the library it imports has no photos. */
let activation: FakeActivationApi;
let timelineCalls = 0;
/** Holds the next timeline answer back until the test releases it. */
let holdTimeline: Promise<void> | undefined;

/** The photos page's activation panel above the Photos tab, as the route composes them. */
function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <LibraryActivationPanel />
      <PhotosPanel
        albumViewEnabled
        uploadEnabled
        faqUrl={undefined}
        onAddPhotos={vi.fn()}
        onDeleteAll={vi.fn()}
        onOpen={vi.fn()}
        queryClient={queryClient}
      />
    </QueryClientProvider>,
  );
}

async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers(FAKE_TIMERS_WITH_API);
  activation = fakeActivationApi('NOT_ACTIVE');
  timelineCalls = 0;
  holdTimeline = undefined;
  push.listeners.clear();
  apiServer.use(
    http.get(apiUrl('photo-management', '/users/timeline'), async () => {
      timelineCalls += 1;
      await holdTimeline;
      return HttpResponse.json<TimelineCounts>({ timeline: [{ year: 2026, month: 3, count: 0 }] });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  libraryStateStore.set(() => 'unknown');
});

/** The panel's code loads once the status asks for it: the panel shows when it is there. */
async function panelShown(name: string) {
  await vi.waitFor(async () => {
    await settle();
    expect(screen.getByRole('region', { name })).toBeTruthy();
  });
}

describe('the photos page while the library is not active', () => {
  it('NOT_ACTIVE: the invitation to activate is the one message, no empty library', async () => {
    renderPage();
    await panelShown('Bring your photos together');
    expect(screen.queryByText(EMPTY)).toBeNull();
  });

  it('IMPORTING: the import progress is the one message, no empty library', async () => {
    activation.status = 'IMPORTING';
    renderPage();
    await panelShown('Importing your photos');
    expect(screen.queryByText(EMPTY)).toBeNull();
  });

  it('ACTIVE with no photos: the empty library', async () => {
    activation.status = 'ACTIVE';
    renderPage();
    await settle();
    expect(screen.getByRole('heading', { name: EMPTY })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bring your photos together' })).toBeNull();
  });

  it('after the import, calls the library empty only once it has been fetched again', async () => {
    renderPage();
    await panelShown('Bring your photos together');
    await act(() => {
      screen.getByRole('button', { name: 'Activate my photo library' }).click();
    });
    await settle();
    expect(screen.getByRole('region', { name: 'Importing your photos' })).toBeTruthy();
    expect(screen.queryByText(EMPTY)).toBeNull();

    // The import ends with nothing to import; the timeline answer is held back.
    activation.status = 'ACTIVE';
    let release = () => {};
    holdTimeline = new Promise((resolve) => {
      release = resolve;
    });
    const timelineCallsBefore = timelineCalls;
    await act(() => {
      push.send({
        id: 'finished',
        type: 'import-finished',
        data: { payload: { imported: 0, total: 0 }, timestamp: '2026-11-21T10:00:00.000Z' },
      });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ACTIVATION_FINISH_DELAY_MS);
    });
    await settle();
    expect(screen.getByRole('region', { name: 'Your photo library is active' })).toBeTruthy();
    expect(timelineCalls).toBe(timelineCallsBefore + 1);
    // The counts cached before the import still say 0: not an answer yet.
    expect(screen.queryByText(EMPTY)).toBeNull();

    release();
    await settle();
    expect(screen.getByRole('heading', { name: EMPTY })).toBeTruthy();
  });
});

describe('nextLibraryState', () => {
  it('follows the status, holding a not-active library until its data is refreshed', () => {
    expect(nextLibraryState('unknown', undefined, false)).toBe('unknown');
    expect(nextLibraryState('unknown', 'NOT_ACTIVE', false)).toBe('not-active');
    expect(nextLibraryState('active', 'IMPORTING', false)).toBe('not-active');
    expect(nextLibraryState('unknown', 'ACTIVE', false)).toBe('active');
    expect(nextLibraryState('not-active', 'ACTIVE', false)).toBe('not-active');
    expect(nextLibraryState('unknown', 'DELETING', false)).toBe('active');
    // An unreadable status does not keep the page waiting.
    expect(nextLibraryState('unknown', undefined, true)).toBe('active');
    expect(nextLibraryState('not-active', undefined, true)).toBe('not-active');
  });
});
