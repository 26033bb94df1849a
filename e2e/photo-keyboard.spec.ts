import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { DEMO, signIn } from './support/accounts.ts';

/** The focused element, described: its role and the name of the photo button in it. */
function focused(page: Page): Promise<{ role: string | null; photo: string | null; cell: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      role: element?.getAttribute('role') ?? null,
      photo:
        element?.querySelector('button[aria-label^="Open photo"]')?.getAttribute('aria-label') ??
        null,
      cell: element?.getAttribute('data-grid-cell') ?? '',
    };
  });
}

/** Whether the focused element is fully inside the viewport. */
function focusedInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const box = document.activeElement?.getBoundingClientRect();
    return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

test('the timeline is one keyboard grid: arrows, select three, Delete in one Shift+Tab, Esc clears', async ({
  page,
}) => {
  await signIn(page, DEMO);
  await page.goto('/my-photos/photos');
  const grid = page.getByRole('grid', { name: 'Your photos by month' });
  await expect(grid.getByRole('button', { name: /^Open photo / }).first()).toBeVisible({
    timeout: 15_000,
  });

  // From the tools, the grid is the next tab stops away, and it is one stop: the first photo.
  await page.getByRole('button', { name: 'Delete all photos' }).focus();
  let presses = 0;
  while ((await focused(page)).role !== 'gridcell' && presses < 5) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  const first = await focused(page);
  expect(first.role).toBe('gridcell');
  expect(first.photo).toBe(
    await grid
      .getByRole('button', { name: /^Open photo / })
      .first()
      .getAttribute('aria-label'),
  );

  // Arrows move across photos, and Right goes on over month boundaries.
  await page.keyboard.press('ArrowRight');
  const second = await focused(page);
  expect(second.role).toBe('gridcell');
  expect(second.photo).not.toBe(first.photo);
  await page.keyboard.press('ArrowLeft');
  expect((await focused(page)).photo).toBe(first.photo);
  const months = new Set<string>();
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('ArrowRight');
    months.add((await focused(page)).cell.split(':')[0] ?? '');
  }
  expect(months.size).toBeGreaterThan(1);

  // The far end of a 300-photo library (rows far below are not rendered until then): focus
  // lands on the last photo, in view; Ctrl+Home comes back.
  await page.keyboard.press('Control+End');
  await expect.poll(async () => (await focused(page)).role).toBe('gridcell');
  await expect.poll(() => focusedInView(page)).toBe(true);
  const last = await focused(page);
  expect(last.photo).not.toBe(first.photo);
  await page.keyboard.press('Control+Home');
  await expect.poll(async () => (await focused(page)).photo).toBe(first.photo);
  await expect.poll(() => focusedInView(page)).toBe(true);

  // Select three: Space on the first, Shift+Right twice.
  await page.keyboard.press(' ');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  const toolbar = page.getByRole('toolbar', { name: 'Selected photos' });
  await expect(toolbar.getByText('3 selected')).toBeVisible();
  await expect(grid.locator('[role="gridcell"][aria-selected="true"]')).toHaveCount(3);
  // x toggles too: off and on again.
  await page.keyboard.press('x');
  await expect(toolbar.getByText('2 selected')).toBeVisible();
  await page.keyboard.press('x');
  await expect(toolbar.getByText('3 selected')).toBeVisible();
  await expectNoAxeViolations(page);

  // The toolbar comes just before the grid: one Shift+Tab reaches Delete.
  await page.keyboard.press('Shift+Tab');
  const deleteButton = toolbar.getByRole('button', { name: 'Delete' });
  await expect(deleteButton).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete selected photos' });
  await expect(confirm).toBeVisible();
  // The toolbar is under the dialog's backdrop: the page behind is dimmed, toolbar included.
  const box = await toolbar.boundingBox();
  expect(box).not.toBeNull();
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="toolbar"]') === null,
    { x: (box?.x ?? 0) + 4, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
  );
  expect(onTop).toBe(true);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(deleteButton).toBeFocused();

  // Back to the grid in one Tab, on the photo left; Esc clears the selection.
  await page.keyboard.press('Tab');
  expect((await focused(page)).role).toBe('gridcell');
  await page.keyboard.press('Escape');
  await expect(toolbar).toHaveCount(0);
  await expect(grid.locator('[role="gridcell"][aria-selected="true"]')).toHaveCount(0);

  // Enter opens the preview; one Esc closes it and focus is back on the photo.
  const opened = (await focused(page)).photo ?? '';
  await page.keyboard.press('Enter');
  const preview = page.getByRole('dialog', { name: 'Photo preview' });
  await expect(preview).toBeVisible();
  await expect(preview.getByText(opened.replace('Open photo ', ''))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
  await expect.poll(async () => (await focused(page)).photo).toBe(opened);
  await expectNoAxeViolations(page);
});
