import { expect, type Page } from '@playwright/test';
import { DEFAULT_LOCALE } from '@my-account/contract/vendors';
import { expectNoAxeViolations } from '../fixtures.ts';
import { localeTexts, textsOfOrigin, type LocaleTexts } from './locale-texts.ts';

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
  texts: LocaleTexts = localeTexts(DEFAULT_LOCALE),
): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1, name: texts.t('identity.signIn.title', { brand }) }),
  ).toBeVisible();
  await page.getByLabel(texts.t('identity.signIn.email')).fill(credentials.email);
  await page
    .getByLabel(texts.t('identity.signIn.password'), { exact: true })
    .fill(credentials.password);
  await page.getByRole('button', { name: texts.t('identity.signIn.submit') }).click();
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
  // The provider's pages and the app speak the language of the origin's brand.
  const texts = textsOfOrigin(options.origin);
  await signInOnProviderPage(page, credentials, options.brand, texts);
  // The way back is a chain (callback, token, config, bundle, customer record): on a loaded
  // machine it takes longer than one expectation's default.
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: texts.t('overview.greeting', { name: credentials.firstName }),
    }),
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
  const texts = textsOfOrigin(options.origin);
  await page.goto(`${options.origin ?? ''}/`);
  await page.getByRole('link', { name: texts.t('identity.signIn.registerLink') }).click();
  await page.getByLabel(texts.t('identity.register.firstName')).fill(firstName);
  await page.getByLabel(texts.t('identity.register.lastName')).fill('Tester');
  await page.getByLabel(texts.t('identity.register.email')).fill(customer.email);
  await page
    .getByLabel(texts.t('identity.register.password'), { exact: true })
    .fill(customer.password);
  await page.getByRole('button', { name: texts.t('identity.register.submit') }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: texts.t('overview.greeting', { name: firstName }),
    }),
  ).toBeVisible();
  return customer;
}
