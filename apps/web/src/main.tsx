import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@/lib/query-client';
import { Bootstrap } from '@/app/bootstrap/bootstrap';
import '@my-account/themes/themes.css';
import '@my-account/themes/base.css';

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Bootstrap />
      </QueryClientProvider>
    </StrictMode>,
  );
}
