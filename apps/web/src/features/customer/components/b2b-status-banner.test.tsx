import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { B2bStatusBanner } from '@/features/customer/components/b2b-status-banner';
import { renderWithProviders } from '@/testing/render';

describe('B2bStatusBanner', () => {
  it('asks a Default business customer to complete their details, linking to business settings', () => {
    renderWithProviders(<B2bStatusBanner status="Default" />);
    expect(
      screen.getByText('Missing account details, please complete additional details.'),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Complete your details' });
    expect(link.getAttribute('href')).toBe('/settings/b2b');
  });

  it('says a New business account awaits validation', () => {
    renderWithProviders(<B2bStatusBanner status="New" />);
    expect(screen.getByRole('status').textContent).toBe('Pending account validation');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('alerts a Blocked business customer to contact customer care', () => {
    renderWithProviders(<B2bStatusBanner status="Blocked" />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Blocked account, please contact customer care.',
    );
  });

  it('shows nothing once customer care has validated the business account', () => {
    const { container } = renderWithProviders(<B2bStatusBanner status="Validated" />);
    expect(container.textContent).toBe('');
  });

  it('shows nothing without a status', () => {
    const { container } = renderWithProviders(<B2bStatusBanner status={null} />);
    expect(container.textContent).toBe('');
  });
});
