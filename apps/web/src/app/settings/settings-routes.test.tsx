import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Customer } from '@my-account/contract/customer';
import { MY_SUBSCRIPTION_PATH, type NewsletterSubscription } from '@my-account/contract/newsletter';
import type { MyPaymentMethod } from '@my-account/contract/payment-methods';
import type { UpdateCustomerInput } from '@my-account/contract/customer-updates';
import { paths } from '@/config/paths';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { customerRecord, storedAddress } from '@/testing/customer-records';
import { renderWithRuntime } from '@/testing/render-with-runtime';
import { SignedIn } from '@/features/auth/testing/signed-in-session';
import { SettingsB2bRoute, SettingsRoute } from '@/app/routes/settings';

interceptApiRequests();

let answer: () => Response;
const updates: UpdateCustomerInput[] = [];

beforeEach(() => {
  updates.length = 0;
  apiServer.use(
    http.get(apiUrl('customer', '/customers/me'), () => answer()),
    // The overview's newsletter and payment method cards ask too: not subscribed, none saved.
    http.get(apiUrl('email-gateway', MY_SUBSCRIPTION_PATH), () =>
      HttpResponse.json<NewsletterSubscription>({
        status: 'unsubscribed',
        email: null,
        pendingUntil: null,
      }),
    ),
    http.get(apiUrl('payment-methods', '/me'), () =>
      HttpResponse.json<MyPaymentMethod>({ paymentMethod: null }),
    ),
    http.patch(apiUrl('customer', '/customers/me'), async ({ request }) => {
      const update = (await request.json()) as UpdateCustomerInput;
      updates.push(update);
      return HttpResponse.json<Customer>(
        customerRecord({
          isB2b: true,
          status: 'New',
          changed: true,
          changes: 1,
          business: {
            companyName: update.business?.companyName ?? '',
            vatNumber: 'NL004495445B01',
            companyRegistration: update.business?.companyRegistration ?? '',
          },
        }),
      );
    }),
  );
});

function renderSettings(path: string) {
  return renderWithRuntime(
    <SignedIn>
      <Routes>
        <Route path={paths.settings} element={<SettingsRoute />} />
        <Route path={paths.settingsB2b} element={<SettingsB2bRoute />} />
      </Routes>
    </SignedIn>,
    { path },
  );
}

describe('the settings overview', () => {
  it('says "An error occurred loading your settings" when the record cannot be read, and retries', async () => {
    answer = () => HttpResponse.json({ statusCode: 500 }, { status: 500 });
    const user = userEvent.setup();
    renderSettings('/settings');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'An error occurred loading your settings',
    );

    answer = () => HttpResponse.json(customerRecord({ addresses: [storedAddress()] }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
  });

  it('shows a private customer the cards of their details and addresses', async () => {
    answer = () =>
      HttpResponse.json(
        customerRecord({
          salutation: 'ms',
          phoneNumber: '+447911123456',
          addresses: [storedAddress()],
        }),
      );
    renderSettings('/settings');
    const personal = await screen.findByRole('region', { name: 'Personal details' });
    expect(personal.textContent).toContain('Ms Anna Smith');
    expect(personal.textContent).toContain('07911 123456');
    const addresses = screen.getByRole('region', { name: 'Addresses' });
    expect(addresses.textContent).toContain('3 Abbey Road');
    expect(addresses.textContent).toContain('1 address in your address book');
    expect(screen.queryByRole('region', { name: 'Business details' })).toBeNull();
  });

  it('sends a business customer to business settings, where the company details complete the account', async () => {
    answer = () => HttpResponse.json(customerRecord({ isB2b: true, status: 'Default' }));
    const user = userEvent.setup();
    renderSettings('/settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business settings' }),
    ).toBeTruthy();

    await user.type(screen.getByLabelText('Company name'), 'Foto BV');
    await user.type(screen.getByLabelText('VAT number'), 'NL123');
    await user.type(screen.getByLabelText('Company registration number'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(
      await screen.findByText('Enter a valid VAT number, starting with its country code'),
    ).toBeTruthy();
    expect(updates).toEqual([]);

    await user.clear(screen.getByLabelText('VAT number'));
    await user.type(screen.getByLabelText('VAT number'), 'nl 0044.95.445.b01');
    await user.click(screen.getByRole('button', { name: 'Save business details' }));
    await waitFor(() => {
      expect(updates).toEqual([
        {
          business: {
            companyName: 'Foto BV',
            vatNumber: 'nl 0044.95.445.b01',
            companyRegistration: '12345678',
          },
        },
      ]);
    });
    await waitFor(() => {
      expect(screen.getByLabelText<HTMLInputElement>('VAT number').value).toBe('NL004495445B01');
    });
  });

  it('shows a blocked business account its details read-only', async () => {
    answer = () =>
      HttpResponse.json(
        customerRecord({
          isB2b: true,
          status: 'Blocked',
          business: {
            companyName: 'Foto BV',
            vatNumber: 'NL004495445B01',
            companyRegistration: '12345678',
          },
        }),
      );
    renderSettings('/settings/b2b');
    const company = await screen.findByLabelText<HTMLInputElement>('Company name');
    expect(company.value).toBe('Foto BV');
    // Disabled through its fieldset, as every field of the form.
    expect(company.matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save business details' })).toBeNull();
    expect(screen.getByText(/Your business account is blocked/)).toBeTruthy();
  });

  it('sends a private customer from business settings to theirs', async () => {
    answer = () => HttpResponse.json(customerRecord());
    renderSettings('/settings/b2b');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
  });
});
