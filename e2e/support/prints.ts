import { expect, type Page } from '@playwright/test';

const SELECT_PREFIX = 'Select photo ';

export function selectionToolbar(page: Page) {
  return page.getByRole('toolbar', { name: 'Selected photos' });
}

/** Opens the demo library and ticks its first `count` photos; answers their file names. */
export async function selectPhotos(page: Page, count: number, search = ''): Promise<string[]> {
  await page.goto(`/my-photos/photos${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  const boxes = page.getByRole('checkbox', { name: new RegExp(`^${SELECT_PREFIX}`) });
  await expect(boxes.nth(count - 1)).toBeVisible();
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const box = boxes.nth(index);
    const label = (await box.getAttribute('aria-label')) ?? '';
    names.push(label.slice(SELECT_PREFIX.length));
    await box.check();
  }
  await expect(selectionToolbar(page).getByText(`${count} selected`)).toBeVisible();
  return names;
}
