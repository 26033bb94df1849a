import { render, type RenderResult } from '@testing-library/preact';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { ModalStackProvider } from '@/components/modal/modal-stack-context';
import { EN_GB_MESSAGES } from '@/testing/messages';

/** Renders with the real en-GB texts, a router at `path` and the modal stack. */
export function renderWithProviders(ui: ReactElement, { path = '/' } = {}): RenderResult {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="en-GB" messages={EN_GB_MESSAGES}>
      <MemoryRouter initialEntries={[path]}>
        <ModalStackProvider>{children}</ModalStackProvider>
      </MemoryRouter>
    </IntlProvider>
  );
  return render(ui, { wrapper: Wrapper });
}
