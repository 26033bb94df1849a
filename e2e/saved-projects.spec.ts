import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { DEMO, registerNewCustomer, signIn } from './support/accounts.ts';
import { selectPhotos, selectionToolbar } from './support/prints.ts';
import { screenshotWidths } from './support/screenshots.ts';
import {
  customerId,
  E2E_SERVICE_CLIENTS,
  sendInternal,
  serviceToken,
} from './support/service-callers.ts';

const projectTitle = (index: number) => `Holiday book ${String(index).padStart(2, '0')}`;

async function openSavedProjects(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Saved projects' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved projects' })).toBeVisible();
}

test('a customer pages through 25 saved projects, deletes one and continues editing another', async ({
  page,
  request,
}, testInfo) => {
  await registerNewCustomer(page, 'Petra');
  await openSavedProjects(page);
  await expect(page.getByRole('heading', { name: 'No saved projects yet' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The editor saves 25 projects for her, one edited each day.
  const account = await customerId(page);
  const editor = await serviceToken(request, E2E_SERVICE_CLIENTS.editor);
  const run = Date.now().toString(36);
  for (let index = 1; index <= 25; index += 1) {
    const day = String(index).padStart(2, '0');
    const path = `/api/projects/internal/customers/${account}/projects/e2e-${run}-${day}`;
    const status = await sendInternal(request, 'PUT', path, editor, {
      title: projectTitle(index),
      articleCode: 'PAP_130',
      articleType: 'Photobook',
      pageCount: 20 + index,
      lastEditedAt: `2026-03-${day}T10:00:00.000Z`,
    });
    expect(status).toBe(201);
  }

  await page.reload();
  await expect(page.getByText('25 saved projects')).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(10);
  // Last edited first.
  await expect(cards.first()).toHaveAccessibleName(projectTitle(25));
  await expect(cards.first().getByText('Photo book · 45 pages')).toBeVisible();
  await expect(cards.first().getByText('Last edited 25 March 2026')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'saved-projects');

  const pager = page.getByRole('navigation', { name: 'Saved projects pages' });
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText('Page 2 of 3')).toBeVisible();
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toHaveAccessibleName(projectTitle(15));
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText('Page 3 of 3')).toBeVisible();
  await expect(cards).toHaveCount(5);
  await expect(cards.last()).toHaveAccessibleName(projectTitle(1));

  // Delete one, after a confirmation: the list loads afresh.
  await page.getByRole('button', { name: `Delete ${projectTitle(3)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this project?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete project' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('24 saved projects')).toBeVisible();
  await expect(cards).toHaveCount(4);
  await expect(page.getByRole('article', { name: projectTitle(3) })).toHaveCount(0);

  // Continue editing goes to the storefront's editor with the project id.
  const continueLink = page.getByRole('link', { name: `Continue editing ${projectTitle(2)}` });
  const href = (await continueLink.getAttribute('href')) ?? '';
  expect(href).toMatch(new RegExp(`/editor\\?project=e2e-${run}-02$`));
  // The editor is another site: a stand-in page answers for it.
  await page.route(href, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Editor</title><h1>Editor</h1>' }),
  );
  await continueLink.click();
  await page.waitForURL(href);
});

test('the prints step saves its selection as a project, which continues on the prints step', async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO);
  await selectPhotos(page, 2);
  await selectionToolbar(page).getByRole('button', { name: 'Order prints' }).click();
  await page.getByRole('button', { name: 'Next: Customise 2 photo prints' }).click();
  await page.waitForURL(/\/prints-editor\/photobox\.co\.uk\?/);
  await page.getByRole('radio', { name: 'Matte' }).check();
  const photos = page.getByRole('region', { name: '2 photos to print' });
  await photos.getByRole('spinbutton').first().fill('4');
  await page.getByRole('button', { name: 'Save as project' }).click();
  await page.getByRole('link', { name: 'See your saved projects' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Saved projects' })).toBeVisible();
  // The demo's own projects are there too; the new one was edited last.
  const saved = page.getByRole('article').first();
  await expect(saved).toHaveAccessibleName('Photo prints');
  await expect(saved.getByText('Photo prints · 2 pages')).toBeVisible();
  await expect(saved.locator('img')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'saved-projects-demo');

  await saved.getByRole('link', { name: 'Continue editing Photo prints' }).click();
  await page.waitForURL(/\/prints-editor\/photobox\.co\.uk\?project=/);
  await expect(page.getByText(/continuing your saved project “Photo prints”/)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Matte' })).toBeChecked();
  await expect(photos.getByRole('spinbutton').first()).toHaveValue('4');
  await expectNoAxeViolations(page);
  await screenshotWidths(page, testInfo, 'prints-step-project');
});
