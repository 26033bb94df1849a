import { screen } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@my-account/contract/app-config';
import { fallbackPublicConfig, type PublicConfig } from '@my-account/contract/public-config';
import { vendorForHost } from '@my-account/contract/vendors';
import { RuntimeProvider } from '@/lib/runtime-context';
import { renderWithProviders } from '@/testing/render';
import { AccountDeletedPage } from '@/features/account-deletion/components/account-deleted-page';
import { DeleteAccountErrorPage } from '@/features/account-deletion/components/delete-account-error-page';

const vendor = vendorForHost('photobox.co.uk');
const links = {
  allProducts: 'https://shop.example/products',
  customerCare: 'https://shop.example/contact',
};

function renderWithLinks(page: ReactNode, configured: PublicConfig['links']) {
  renderWithProviders(
    <RuntimeProvider
      value={{
        config: {} as AppConfig,
        vendor,
        publicConfig: { ...fallbackPublicConfig(vendor.host), links: configured },
        locale: 'en-GB',
      }}
    >
      {page}
    </RuntimeProvider>,
  );
}

describe('the account deletion pages', () => {
  it("account deleted: says what went, offers 'Create an account' (home) and 'View products' (the shop)", () => {
    renderWithLinks(<AccountDeletedPage />, links);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your account has been deleted' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Your account and all your personal data, photos, projects and order history have been deleted.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'View products' }).getAttribute('href')).toBe(
      links.allProducts,
    );
    expect(document.title).toBe('Account deleted | Photobox');
  });

  it('account deleted: without a shop link, only the way back', () => {
    renderWithLinks(<AccountDeletedPage />, {});
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View products' })).toBeNull();
  });

  it("error: the spec's texts, try again (settings) and customer care", () => {
    renderWithLinks(<DeleteAccountErrorPage />, links);
    expect(
      screen.getByRole('heading', { level: 1, name: "Your account couldn't be deleted" }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Something went wrong with the account deletion. Could you please try again?',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('link', { name: 'Contact customer care' }).getAttribute('href')).toBe(
      links.customerCare,
    );
  });
});
