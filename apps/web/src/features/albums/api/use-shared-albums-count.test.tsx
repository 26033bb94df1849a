import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { waitFor } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHookInside } from '@/testing/render-hook';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { useSharedAlbumsCount } from '@/features/albums/api/use-shared-albums-count';

interceptApiRequests();

function renderCount(enabled: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHookInside(() => useSharedAlbumsCount(enabled), wrapper);
}

describe('useSharedAlbumsCount', () => {
  it('counts nothing while the shared-albums view is off', () => {
    expect(renderCount(false).result.current).toBe(0);
  });

  it('is the readAlbumsCount once known', async () => {
    apiServer.use(
      http.get(apiUrl('shared-albums', '/users'), () =>
        HttpResponse.json({
          readAlbumsCount: 3,
          grantedAlbumsCount: 1,
          created: '2026-01-01T00:00:00Z',
          updated: '2026-01-01T00:00:00Z',
        }),
      ),
    );
    const { result } = renderCount(true);
    await waitFor(() => {
      expect(result.current).toBe(3);
    });
  });

  it("stays unknown when the count fails, for the tab's '-'", async () => {
    let asked = 0;
    apiServer.use(
      http.get(apiUrl('shared-albums', '/users'), () => {
        asked += 1;
        return HttpResponse.json({ code: 'X', message: 'down' }, { status: 503 });
      }),
    );
    const { result } = renderCount(true);
    await waitFor(() => {
      expect(asked).toBe(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBeUndefined();
  });
});
