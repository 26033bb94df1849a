import { expect, test, type Page } from '@playwright/test';
import { E2E_ORIGIN, E2E_PORT } from '../playwright.config.ts';
import { textsOfOrigin } from './support/locale-texts.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { DEMO, registerNewCustomer, signIn } from './support/accounts.ts';
import { screenshotWidths } from './support/screenshots.ts';

const SAVED = 'Your changes have been saved.';
const B2B_ORIGIN = `http://b2b.posterxxl.de.localhost:${String(E2E_PORT)}`;

async function openSettings(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Settings' })
    .click();
}

test('a private customer edits personal details and keeps the address book: validation, default, edit, delete', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO);
  await openSettings(page);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'settings');

  // Personal details: a wrong phone number is named on its field, then the details are saved.
  await page.getByRole('link', { name: 'Edit personal details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Title').selectOption({ label: 'Ms' });
  await page.getByLabel('Last name').fill('Demo-Smith');
  const phone = page.getByLabel('Phone number');
  await phone.fill('12345');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/Phone number must be valid/);
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'personal-details-invalid');
  await phone.fill('07911 123456');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText(SAVED)).toBeVisible();
  const personal = page.getByRole('region', { name: 'Personal details' });
  await expect(personal.getByText('Ms Demi Demo-Smith')).toBeVisible();
  await expect(personal.getByText('07911 123456')).toBeVisible();
  await expect(personal.getByText('17 May 1990')).toBeVisible();

  // The address book: the demo customer's two addresses.
  await page.getByRole('link', { name: 'Manage addresses' }).click();
  await expect(page).toHaveURL(/\/settings\/addresses\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your addresses' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);

  // A new Dutch address: the spec's four messages appear on their fields, then it is fixed.
  await page.getByRole('link', { name: 'Add a new address' }).click();
  await expect(page).toHaveURL(/\/settings\/new-address$/);
  await page.getByLabel('Country').selectOption({ label: 'Netherlands' });
  await page.getByLabel('Street name').fill('12');
  await page.getByLabel('Street number').fill('twelve');
  await page.getByLabel('Postal code').fill('12345');
  await page.getByLabel('Town or city').fill('Amsterdam');
  await page.getByLabel('Phone number').fill('0612');
  await page.getByRole('button', { name: 'Save address' }).click();
  for (const [label, message] of [
    ['Street name', 'Street name must be valid'],
    ['Street number', 'Street number must be valid'],
    ['Postal code', 'Postal Code must be valid'],
    ['Phone number', 'Phone number must be valid'],
  ] as const) {
    const field = page.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
  }
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'address-invalid');
  await page.getByLabel('Street name').fill('Keizersgracht');
  await page.getByLabel('Street number').fill('123');
  await page.getByLabel('Postal code').fill('1015cj');
  await page.getByLabel('Phone number').fill('06 12345678');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/settings\/addresses\/all$/);
  await expect(page.getByText(SAVED)).toBeVisible();
  const dutch = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Keizersgracht' });
  await expect(dutch.getByText('1015 CJ Amsterdam')).toBeVisible();
  await expect(dutch.getByText('06 12345678')).toBeVisible();

  // It becomes the default delivery address, and the list shows it first.
  await page
    .getByRole('button', { name: 'Use for delivery: Keizersgracht 123, Amsterdam' })
    .click();
  await expect(dutch.getByText('Default delivery address')).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('Keizersgracht');

  // Another address is changed...
  await page.getByRole('link', { name: 'Edit Deansgate 100, Manchester' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit address' })).toBeVisible();
  await expect(page.getByLabel('Street name')).toHaveValue('Deansgate');
  await expectNoAxeViolations(page);
  await page.getByLabel('Apartment, floor, building').fill('Floor 4');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/settings\/addresses\/all$/);
  await expect(
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: 'Deansgate' })
      .getByText('Floor 4'),
  ).toBeVisible();

  // ...and the third deleted after a confirmation.
  await page.getByRole('button', { name: 'Delete Baker Street 221B, London' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete address' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Baker Street')).toHaveCount(0);
  await expect(page.getByText(SAVED)).toBeVisible();
  await screenshotWidths(page, testInfo, 'address-book');
});

test('a business customer completes the business details: the banner moves to "Pending account validation"', async ({
  page,
}, testInfo) => {
  // The business brand's host speaks its market's language (de-AT).
  const de = textsOfOrigin(B2B_ORIGIN).fromEnglish;
  await registerNewCustomer(page, 'Bianca', { origin: B2B_ORIGIN });
  await expect(
    page.getByText(de('Missing account details, please complete additional details.')),
  ).toBeVisible();
  await page.getByRole('link', { name: de('Complete your details') }).click();
  await expect(page).toHaveURL(/\/settings\/b2b$/);
  await expect(
    page.getByRole('heading', { level: 1, name: de('Business settings') }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const vat = page.getByLabel(de('VAT number'));
  await page.getByLabel(de('Company name')).fill('Bianca Fotografie GmbH');
  await vat.fill('DE123');
  await page.getByLabel(de('Company registration number')).fill('HRB 12345');
  await page.getByRole('button', { name: de('Save business details') }).click();
  await expect(vat).toHaveAccessibleDescription(
    new RegExp(
      de('Enter a valid VAT number, starting with its country code').replaceAll('.', '\\.'),
    ),
  );
  await expectNoAxeViolations(page);
  await vat.fill('DE 136 695 976');
  await page.getByRole('button', { name: de('Save business details') }).click();
  await expect(page.getByText(de('Pending account validation'))).toBeVisible();
  await expect(
    page.getByText(de('Missing account details, please complete additional details.')),
  ).toHaveCount(0);
  await expect(page.getByText(de(SAVED))).toBeVisible();
  await expect(vat).toHaveValue('DE136695976');
  await screenshotWidths(page, testInfo, 'settings-b2b');

  // The business address pages: the first address, in the brand's country by default.
  await page.getByRole('link', { name: de('Add an address') }).click();
  await expect(page).toHaveURL(/\/settings\/b2b\/new-address$/);
  await expect(page.getByLabel(de('Country'))).toHaveValue('DE');
  await expectNoAxeViolations(page);
  await page.getByLabel(de('Company name')).fill('Bianca Fotografie GmbH');
  await page.getByLabel(de('Street name')).fill('Friedrichstraße');
  await page.getByLabel(de('Street number')).fill('12a');
  await page.getByLabel(de('Postal code')).fill('10117');
  await page.getByLabel(de('Town or city')).fill('Berlin');
  await page.getByRole('button', { name: de('Save address') }).click();
  await expect(page).toHaveURL(/\/settings\/addresses\/all$/);
  const address = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: 'Friedrichstraße 12a' });
  await expect(address.getByText(de('Default delivery address'))).toBeVisible();
  await expect(address.getByText(de('Default billing address'))).toBeVisible();
  await expect(address.getByText('10117 Berlin')).toBeVisible();
});

test("another customer's address ids answer as missing, on the page and through the API", async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO);
  await page.goto('/settings/addresses/all');
  const edit = page.getByRole('link', { name: /^Edit / }).first();
  const href = await edit.getAttribute('href');
  const id = href?.split('/').pop();
  expect(id).toBeTruthy();

  const otherContext = await browser.newContext({ baseURL: E2E_ORIGIN });
  const other = await otherContext.newPage();
  try {
    await registerNewCustomer(other, 'Otto');
    await other.goto(`/settings/address/${id ?? ''}`);
    await expect(other.getByRole('heading', { level: 1, name: 'Edit address' })).toBeVisible();
    await expect(other.getByText('Address not found')).toBeVisible();
    await expectNoAxeViolations(other);

    const token = (await otherContext.cookies()).find(
      (cookie) => cookie.name === 'auth_access_token',
    )?.value;
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await other.request.fetch(
        `/api/customer/customers/me/addresses/${id ?? ''}`,
        {
          method,
          headers: { authorization: `Bearer ${token ?? ''}` },
          ...(method === 'DELETE'
            ? {}
            : {
                data: {
                  firstName: 'Otto',
                  lastName: 'Tester',
                  street: 'Damrak',
                  houseNumber: '1',
                  postalCode: '1012 LG',
                  city: 'Amsterdam',
                  countryCode: 'NL',
                },
              }),
        },
      );
      expect(response.status(), method).toBe(404);
    }
  } finally {
    await otherContext.close();
  }

  await page.reload();
  await expect(page.locator(`a[href="${href ?? ''}"]`)).toBeVisible();
});
