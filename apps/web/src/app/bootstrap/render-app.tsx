import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@/lib/query-client';
import { Bootstrap } from '@/app/bootstrap/bootstrap';
import { startLoadingLandingPage } from '@/app/lazy-pages';

/** Boots the app into #root (replacing the server's boot loader). */
export function renderApp(): void {
  const root = document.getElementById('root');
  if (!root) {
    return;
  }
  startLoadingLandingPage(window.location.pathname);
  const queryClient = createQueryClient();
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Bootstrap />
      </QueryClientProvider>
    </StrictMode>,
  );
}
