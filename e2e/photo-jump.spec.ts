import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { DEMO, signIn } from './support/accounts.ts';

const MONTH_REQUEST = /\/photos\/timeline\/(\d+)\/(\d+)(?:\?|$)/;

async function openTimeline(page: Page): Promise<Locator> {
  await signIn(page, DEMO);
  await page.goto('/my-photos/photos');
  const grid = page.getByRole('grid', { name: 'Your photos by month' });
  await expect(grid.getByRole('button', { name: /^Open photo / }).first()).toBeVisible({
    timeout: 15_000,
  });
  return grid;
}

/**
 * An old year with a year of months after it (the last months cannot reach the top): the demo
 * library's second-oldest year.
 */
async function oldYear(dialog: Locator): Promise<string> {
  const select = dialog.getByRole('combobox', { name: 'Year' });
  // The dialog's content may come a moment after its frame (its code loads when first wanted).
  await expect(select).toBeVisible();
  const options = await select
    .locator('option')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLOptionElement).value));
  const year = options.at(-2);
  if (year === undefined) {
    throw new Error(`the demo library spans too few years: ${options.join(', ')}`);
  }
  return year;
}

/** The newest month with photos of the year shown: its number and English name. */
async function newestMonthShown(
  dialog: Locator,
  year: string,
): Promise<{ year: string; month: number; name: string }> {
  const months = dialog.getByRole('group', { name: `Months of ${year}` }).getByRole('button');
  const enabled = await months.evaluateAll((buttons) =>
    buttons.flatMap((button, index) => ((button as HTMLButtonElement).disabled ? [] : [index + 1])),
  );
  const month = enabled.at(-1);
  if (month === undefined) {
    throw new Error(`no month of ${year} has photos`);
  }
  const name = new Date(Date.UTC(2000, month - 1, 15)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  return { year, month, name };
}

/** The month's heading sits just below the site header, and its first photo's thumbnail shows. */
async function expectMonthAtTop(page: Page, key: string, heading: string): Promise<void> {
  const title = page.getByRole('heading', { level: 2, name: heading });
  await expect(title).toBeVisible();
  await expect
    .poll(async () => Math.round((await title.boundingBox())?.y ?? -1))
    .toBeGreaterThan(64);
  expect((await title.boundingBox())?.y ?? Infinity).toBeLessThan(160);
  await expect
    .poll(() =>
      page
        .locator(`[data-grid-cell="${key}:0"] img`)
        .evaluateAll((images) =>
          images.some(
            (img) =>
              (img as HTMLImageElement).complete &&
              (img as HTMLImageElement).naturalWidth > 0 &&
              !(img as HTMLImageElement).src.startsWith('data:'),
          ),
        ),
    )
    .toBe(true);
}

function focusedCell(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-grid-cell') ?? null);
}

/** Viewport screenshots at phone and desktop widths (nothing may scroll sideways). */
async function screenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
      .toBe(true);
    await saveScreenshot(page, testInfo, `${name}-${String(width)}`);
  }
  if (original) {
    await page.setViewportSize(original);
  }
}

test('jump to an old month: its heading at the top, its photos loaded, nothing in between fetched', async ({
  page,
}, testInfo) => {
  await openTimeline(page);
  const newestYear = Number(
    (await page.getByRole('heading', { level: 2 }).first().textContent())?.match(/\d{4}/)?.[0],
  );
  await screenshots(page, testInfo, 'jump-tools');
  await page.getByRole('button', { name: 'Jump to a date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Jump to a date' });
  await expect(dialog).toBeVisible();
  const year = await oldYear(dialog);
  await dialog.getByRole('combobox', { name: 'Year' }).selectOption(year);
  const target = await newestMonthShown(dialog, year);
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'jump-dialog');

  const requested: string[] = [];
  page.on('request', (request) => {
    const match = MONTH_REQUEST.exec(request.url());
    if (match) {
      requested.push(`${match[1] ?? ''}-${match[2] ?? ''}`);
    }
  });
  await dialog
    .getByRole('group', { name: `Months of ${target.year}` })
    .getByRole('button', { name: new RegExp(`^${target.name} \\d+ photos?$`) })
    .click();
  await expect(dialog).toBeHidden();
  const key = `${target.year}-${String(target.month)}`;
  await expectMonthAtTop(page, key, `${target.name} ${target.year}`);
  expect(requested).toContain(key);
  // One step: the years between the top of the library and the month were never loaded.
  expect(
    requested.filter((month) => {
      const year = Number(month.split('-')[0]);
      return year > Number(target.year) + 1 && year < newestYear;
    }),
  ).toEqual([]);
  // The grid's tab stop followed the jump: focus is on the month's "Select all".
  await expect.poll(() => focusedCell(page)).toBe(`${key}:h`);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'jump-landed-1280');
});

test('jump with the keyboard only on a phone; Esc closes and gives focus back; the grid keys go on from the month', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openTimeline(page);
  // From the sort select, Tab reaches the control.
  await page.getByRole('combobox', { name: 'Sort by' }).focus();
  const opener = page.getByRole('button', { name: 'Jump to a date' });
  for (
    let presses = 0;
    presses < 4 && !(await opener.evaluate((b) => b === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Jump to a date' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Year' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox', { name: 'Year' })).toBeFocused();
  // The year by typing it (the select's type-ahead), then Tab through its months (those
  // without photos are skipped) to the one wanted.
  const year = await oldYear(dialog);
  await page.keyboard.type(year);
  await expect(dialog.getByRole('group', { name: `Months of ${year}` })).toBeVisible();
  const target = await newestMonthShown(dialog, year);
  const wanted = dialog.getByRole('button', { name: new RegExp(`^${target.name} \\d+ photos?$`) });
  for (
    let presses = 0;
    presses < 13 && !(await wanted.evaluate((b) => b === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  const key = `${target.year}-${String(target.month)}`;
  await expectMonthAtTop(page, key, `${target.name} ${target.year}`);
  await expect.poll(() => focusedCell(page)).toBe(`${key}:h`);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'jump-landed-390');
  // Down goes to the month's first photo; Shift+Tab leaves the grid for the tools, and Tab
  // comes back to that photo (the grid's one tab stop moved with the jump).
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedCell(page)).toBe(`${key}:0`);
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focusedCell(page)).toBeNull();
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedCell(page)).toBe(`${key}:0`);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const box = document.activeElement?.getBoundingClientRect();
        return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    )
    .toBe(true);
});
