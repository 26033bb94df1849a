import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures.ts';

export const DEMO = { email: 'demo@myaccount.test', password: 'demo-password', firstName: 'Demi' };
export const B2B_DEMO = {
  email: 'b2b@myaccount.test',
  password: 'demo-password',
  firstName: 'Bea',
};

/** On the provider's sign-in page (reached by opening the app signed out): sign in. */
export async function signInOnProviderPage(
  page: Page,
  credentials: { email: string; password: string },
  brand = 'Photobox',
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: `Sign in to ${brand}` })).toBeVisible();
  await page.getByLabel('E-mail address').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the app at `origin`, signs in through the real provider and waits for the overview. */
export async function signIn(
  page: Page,
  credentials: { email: string; password: string; firstName: string },
  options: { origin?: string; brand?: string; checkAccessibility?: boolean } = {},
): Promise<void> {
  await page.goto(`${options.origin ?? ''}/`);
  if (options.checkAccessibility) {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await signInOnProviderPage(page, credentials, options.brand);
  // The way back is a chain (callback, token, config, bundle, customer record): on a loaded
  // machine it takes longer than one expectation's default.
  await expect(
    page.getByRole('heading', { level: 1, name: `Hello, ${credentials.firstName}!` }),
  ).toBeVisible({ timeout: 15_000 });
}

/**
 * Registers a brand-new customer through the provider's registration page; lands on the overview.
 * On a business brand's `origin` (b2b.posterxxl.de) the customer is a business customer.
 */
export async function registerNewCustomer(
  page: Page,
  firstName = 'Nova',
  options: { origin?: string } = {},
): Promise<{ email: string; password: string; firstName: string }> {
  const customer = {
    email: `${firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`,
    password: 'a-long-enough-password',
    firstName,
  };
  await page.goto(`${options.origin ?? ''}/`);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('E-mail address').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${firstName}!` })).toBeVisible();
  return customer;
}
