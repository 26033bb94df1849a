import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The developer outbox's key, in the data folder of the test server (playwright.config.ts). */
export const outboxKey = (): string =>
  readFileSync(join('.e2e-data', 'dev-outbox-key'), 'utf8').trim();

/** The developer outbox page of the mails to `to`. */
export const outboxUrl = (to: string): string =>
  `/dev/outbox?${new URLSearchParams({ to, key: outboxKey() }).toString()}`;

/**
 * The href of the one link named like `name` in the mails to `to`, read from the developer
 * outbox; polled, as a mail may still be on its way.
 */
export async function mailedLink(page: Page, to: string, name: RegExp): Promise<string> {
  const link = page.getByRole('link', { name });
  await expect(async () => {
    await page.goto(outboxUrl(to));
    await expect(link).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return (await link.getAttribute('href')) ?? '';
}
