import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AddressInput } from '@my-account/contract/addresses';
import type { CustomerAddress } from '@my-account/contract/customer';
import type { ErrorResponse } from '@my-account/contract/errors';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { storedAddress } from '@/testing/customer-records';
import { renderWithRuntime } from '@/testing/render-with-runtime';
import { EditAddressPage, NewAddressPage } from '@/features/addresses/components/address-pages';

interceptApiRequests();

let book: CustomerAddress[] = [];
const posted: unknown[] = [];

beforeEach(() => {
  book = [storedAddress()];
  posted.length = 0;
  apiServer.use(
    http.get(apiUrl('customer', '/customers/me/addresses'), () =>
      HttpResponse.json({ addresses: book }),
    ),
  );
});

const context = {
  variant: 'private' as const,
  readOnly: false,
  listPath: '/settings/addresses/all',
  newAddress: { firstName: 'Anna', lastName: 'Smith', countryCode: 'GB' as const },
};

function renderNewAddress() {
  return renderWithRuntime(
    <Routes>
      <Route path="/settings/new-address" element={<NewAddressPage {...context} />} />
      <Route path="/settings/addresses/all" element={<h1>Address book</h1>} />
    </Routes>,
    { path: '/settings/new-address' },
  );
}

async function fillDutchAddress(
  user: ReturnType<typeof userEvent.setup>,
  values: { street: string; number: string; postalCode: string; phone: string },
) {
  await user.selectOptions(await screen.findByLabelText('Country'), 'NL');
  for (const [label, value] of [
    ['Street name', values.street],
    ['Street number', values.number],
    ['Postal code', values.postalCode],
    ['Town or city', 'Amsterdam'],
    ['Phone number (optional)', values.phone],
  ] as const) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value !== '') {
      await user.type(field, value);
    }
  }
}

/** Opens the new-address page, fills in a Dutch address and presses Save. */
async function saveDutchAddress(values: {
  street: string;
  number: string;
  postalCode: string;
  phone: string;
}) {
  const user = userEvent.setup();
  renderNewAddress();
  await fillDutchAddress(user, values);
  await user.click(screen.getByRole('button', { name: 'Save address' }));
}

const validDutchAddress = {
  street: 'Keizersgracht',
  number: '123',
  postalCode: '1015 CJ',
  phone: '',
};

function descriptionOf(label: string): string {
  const field = screen.getByLabelText(label);
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('a new address', () => {
  it('shows the spec’s four messages on their fields as typed, and sends nothing', async () => {
    await saveDutchAddress({ street: '12', number: 'x', postalCode: '12345', phone: '0612' });

    for (const [label, message] of [
      ['Street name', 'Street name must be valid'],
      ['Street number', 'Street number must be valid'],
      ['Postal code', 'Postal Code must be valid'],
      ['Phone number (optional)', 'Phone number must be valid'],
    ] as const) {
      await waitFor(() => {
        expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
      });
      expect(descriptionOf(label)).toContain(message);
    }
    // The first wrong field takes the focus, so a keyboard user lands on it.
    expect(document.activeElement).toBe(screen.getByLabelText('Street name'));
    expect(posted).toEqual([]);
  });

  it('is sent as typed for the server to store, and the page returns to the address book', async () => {
    apiServer.use(
      http.post(apiUrl('customer', '/customers/me/addresses'), async ({ request }) => {
        const body = (await request.json()) as AddressInput;
        posted.push(body);
        const created = storedAddress({ id: 'a2', street: body.street, countryCode: 'NL' });
        book = [...book, { ...created, isDefaultDelivery: false, isDefaultBilling: false }];
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    await saveDutchAddress({ ...validDutchAddress, postalCode: '1015cj', phone: '06 12345678' });

    expect(await screen.findByRole('heading', { name: 'Address book' })).toBeTruthy();
    expect(posted).toEqual([
      expect.objectContaining({
        firstName: 'Anna',
        street: 'Keizersgracht',
        houseNumber: '123',
        postalCode: '1015cj',
        countryCode: 'NL',
        phoneNumber: '06 12345678',
      }),
    ]);
  });

  it('shows a refusal of the server on the field it names, and no second message', async () => {
    apiServer.use(
      http.post(apiUrl('customer', '/customers/me/addresses'), () =>
        HttpResponse.json<ErrorResponse>(
          {
            statusCode: 400,
            error: 'Bad Request',
            code: 'VALIDATION_FAILED',
            message: 'Invalid request',
            issues: [{ path: 'body.postalCode', message: 'Postal Code must be valid' }],
          },
          { status: 400 },
        ),
      ),
    );
    await saveDutchAddress(validDutchAddress);

    await waitFor(() => {
      expect(descriptionOf('Postal code')).toContain('Postal Code must be valid');
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save address' })).toBeTruthy();
  });

  it('says so when the address book is full', async () => {
    apiServer.use(
      http.post(apiUrl('customer', '/customers/me/addresses'), () =>
        HttpResponse.json<ErrorResponse>(
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'ADDRESS_LIMIT_REACHED',
            message: 'An address book holds at most 50 addresses',
          },
          { status: 409 },
        ),
      ),
    );
    await saveDutchAddress(validDutchAddress);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your address book is full. Delete an address before you add another.',
    );
  });
});

describe('an address of the book', () => {
  it('is not found when its id is not in the customer’s book (someone else’s alike)', async () => {
    renderWithRuntime(
      <Routes>
        <Route
          path="/settings/address/:id"
          element={<EditAddressPage {...context} id="someone-elses" />}
        />
      </Routes>,
      { path: '/settings/address/someone-elses' },
    );
    expect(await screen.findByRole('heading', { name: 'Address not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save address' })).toBeNull();
  });

  it('keeps a default it holds ticked: it moves only by choosing another address', async () => {
    renderWithRuntime(<EditAddressPage {...context} id="a1" />);
    const delivery = await screen.findByLabelText('Use as my default delivery address');
    expect((delivery as HTMLInputElement).checked).toBe(true);
    expect((delivery as HTMLInputElement).disabled).toBe(true);
    expect(screen.getAllByText('To change this, make another address your default.')).toHaveLength(
      2,
    );
  });
});
