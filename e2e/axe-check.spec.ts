import { expect, test } from '@playwright/test';
import { axeViolations } from './fixtures.ts';

// The check every journey relies on can fail: a missing alt text and unreadable text are found.
test('the axe check finds violations on a page that has them, and none on one that has none', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><head><title>Clean</title></head><body><main><h1>Photos</h1></main></body></html>',
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.setContent(
    '<html lang="en"><head><title>Broken</title></head><body><main><h1>Photos</h1>' +
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">' +
      '<p style="color:#ccc;background:#fff">Pale text</p></main></body></html>',
  );
  const ids = (await axeViolations(page)).map((violation) => violation.id);
  expect(ids).toContain('image-alt');
  expect(ids).toContain('color-contrast');
});
