import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { DEMO, signIn } from './support/accounts.ts';
import { screenshotWidths } from './support/screenshots.ts';
import { testZip, zipEntryNames } from './support/zip-files.ts';

const SELECT_PREFIX = 'Select photo ';
const ALBUM = 'Road trip';
const RENAMED = 'Road trip 2026';
const INLINE = 'Inline album';

/** The file names behind the first `count` checkboxes of a grid ('Select photo {name}'). */
async function firstPhotoNames(scope: Locator, count: number): Promise<string[]> {
  await expect(scope.getByRole('checkbox', { name: /^Select photo / }).first()).toBeAttached();
  const labels = await scope
    .getByRole('checkbox', { name: /^Select photo / })
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
  return labels.slice(0, count).map((label) => label.slice(SELECT_PREFIX.length));
}

/**
 * The shared screenshots at 390 and 1280 px, once the page has re-laid itself out for the phone
 * width (the shell switches its menu on resize, a frame later); then the desktop size again.
 */
async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('body *')].every(
      (element) => element.getBoundingClientRect().right <= window.innerWidth + 1,
    ),
  );
  await screenshotWidths(page, testInfo, name);
  if (desktop) {
    await page.setViewportSize(desktop);
  }
}

function albumGrid(page: Page, name: string): Locator {
  return page.getByRole('list', { name: `Photos of ${name}` });
}

async function expectAlbumPhotos(page: Page, name: string, count: number): Promise<void> {
  await expect(albumGrid(page, name).getByRole('listitem')).toHaveCount(count);
}

async function openAlbumsTab(page: Page): Promise<void> {
  await page.goto('/my-photos/albums');
  await expect(page.getByRole('tab', { name: /Albums/, selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New album' })).toBeVisible();
}

/** On the timeline: select the first `count` photos and open 'Copy to album'. */
async function copyFromTimeline(
  page: Page,
  count: number,
): Promise<{ dialog: Locator; names: string[] }> {
  await page.goto('/my-photos/photos');
  await page.getByRole('button', { name: 'Select photos' }).click();
  const timeline = page.getByRole('main');
  await expect(timeline.getByRole('checkbox', { name: /^Select photo / }).first()).toBeVisible();
  const names = await firstPhotoNames(timeline, count);
  for (const name of names) {
    await page.getByRole('checkbox', { name: `${SELECT_PREFIX}${name}`, exact: true }).check();
  }
  const toolbar = page.getByRole('toolbar', { name: 'Selected photos' });
  await expect(toolbar.getByText(`${String(count)} selected`)).toBeVisible();
  await toolbar.getByRole('button', { name: 'Copy to album' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy to album' });
  await expect(dialog.getByText(`${String(count)} photos selected`)).toBeVisible();
  return { dialog, names };
}

test('own albums: create, add from the library, rename, copy from the timeline (also into a new album), remove, sort, preview, delete', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await signIn(page, DEMO);

  // The Albums tab: the demo's albums as cards, the shared ones apart.
  await openAlbumsTab(page);
  const albums = page.getByRole('list', { name: 'Your albums' });
  await expect(albums.getByRole('link', { name: /Summer holidays/ })).toContainText('18 photos');
  await expect(albums.getByRole('link', { name: /Ideas for prints/ })).toContainText(
    /Created \d{2} [A-Z][a-z]{2} \d{4}/,
  );
  await expect(page.getByRole('heading', { name: 'Shared with you' })).toBeVisible();
  await expect(
    page.getByText('Sharing albums is no longer available.', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, 'albums-tab');

  // Create: the name is checked on submit only, with the spec's texts.
  await page.getByRole('button', { name: 'New album' }).click();
  const create = page.getByRole('dialog', { name: 'Create new album' });
  await expect(create.getByLabel('Album name')).toHaveAttribute('placeholder', 'Untitled album');
  // The dialog opens for its one field: typing goes straight into it.
  await expect(create.getByLabel('Album name')).toBeFocused();
  await create.getByRole('button', { name: 'Create album' }).click();
  await expect(create.getByText('Please give your album a name')).toBeVisible();
  for (const bad of [' Leading space', 'a<b', 'Trip; 2026']) {
    await create.getByLabel('Album name').fill(bad);
    await create.getByRole('button', { name: 'Create album' }).click();
    await expect(create.getByText('Name not valid')).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await create.getByLabel('Album name').fill(ALBUM);
  // Offline, the change fails at once with the spec's message and the dialog stays open.
  await page.context().setOffline(true);
  await create.getByRole('button', { name: 'Create album' }).click();
  await expect(create.getByText('Unable to save changes. Please try again')).toBeVisible({
    timeout: 3_000,
  });
  await expect(create.getByRole('button', { name: 'Create album' })).toBeEnabled();
  await page.context().setOffline(false);
  await create.getByRole('button', { name: 'Create album' }).click();
  await expect(create).toBeHidden();

  // The customer lands in the new album, which is empty; add photos from the library.
  await expect(page.getByRole('heading', { level: 1, name: ALBUM })).toBeVisible();
  await expect(page).toHaveURL(/\/my-photos\/albums\/[^/]+$/);
  await expect(page.getByText('0 photos · created today')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your album is empty' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add photos' }).first().click();
  const picker = page.getByRole('dialog', { name: `Add photos to ${ALBUM}` });
  const add = picker.getByRole('button', { name: 'Add photos' });
  await expect(add).toBeDisabled();
  const picked = await firstPhotoNames(picker, 3);
  for (const name of picked) {
    await picker.getByRole('checkbox', { name: `${SELECT_PREFIX}${name}`, exact: true }).check();
  }
  await expect(picker.getByText('3 selected')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, 'album-picker');
  await add.click();
  await expect(picker).toBeHidden();
  await expectAlbumPhotos(page, ALBUM, 3);
  await expect(page.getByText('3 photos · created today')).toBeVisible();

  // Rename by clicking the name.
  const nameButton = page.getByRole('button', { name: ALBUM, exact: true });
  await expect(nameButton).toHaveAccessibleDescription('Rename album');
  await nameButton.click();
  const rename = page.getByRole('dialog', { name: 'Album name' });
  await expect(rename.getByLabel('Album name')).toHaveValue(ALBUM);
  await rename.getByLabel('Album name').fill('');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename.getByText('Please give your album a name')).toBeVisible();
  await expectNoAxeViolations(page);
  await rename.getByLabel('Album name').fill(RENAMED);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: RENAMED })).toBeVisible();

  // Copy two photos from the timeline into it; the toast links to the album.
  const copy = await copyFromTimeline(page, 2);
  await expect(copy.dialog.getByRole('radio', { name: /Garden party/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await copy.dialog.getByRole('radio', { name: new RegExp(RENAMED) }).check();
  await shoot(page, testInfo, 'copy-to-album');
  await copy.dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(copy.dialog).toBeHidden();
  await expect(page.getByText(`Photos copied to ${RENAMED}`)).toBeVisible();
  await page.getByRole('link', { name: RENAMED, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: RENAMED })).toBeVisible();
  const inAlbum = new Set([...picked, ...copy.names]).size;
  await expectAlbumPhotos(page, RENAMED, inAlbum);

  // Copy one photo into a new album made in the modal.
  const inline = await copyFromTimeline(page, 1);
  await inline.dialog.getByRole('radio', { name: 'New album' }).check();
  const newName = inline.dialog.getByRole('textbox', { name: 'Name of the new album' });
  await expect(newName).toHaveAttribute('placeholder', 'Untitled album');
  await inline.dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(inline.dialog.getByText('Please give your album a name')).toBeVisible();
  await newName.fill(INLINE);
  await inline.dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText(`Photos copied to ${INLINE}`)).toBeVisible();
  await page.getByRole('link', { name: INLINE, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: INLINE })).toBeVisible();
  await expectAlbumPhotos(page, INLINE, 1);

  // Remove two photos from the renamed album (select mode, then the toolbar's action).
  await openAlbumsTab(page);
  await albums.getByRole('link', { name: new RegExp(RENAMED) }).click();
  await expectAlbumPhotos(page, RENAMED, inAlbum);
  await shoot(page, testInfo, 'album');
  await page.getByRole('button', { name: 'Select photos' }).click();
  await page.getByRole('button', { name: 'Select all', exact: true }).click();
  const toolbar = page.getByRole('toolbar', { name: 'Selected photos' });
  await expect(toolbar.getByText(`${String(inAlbum)} selected`)).toBeVisible();
  await page.getByRole('button', { name: 'Deselect all' }).first().click();
  const grid = albumGrid(page, RENAMED);
  const toRemove = await firstPhotoNames(grid, 2);
  for (const name of toRemove) {
    await grid.getByRole('checkbox', { name: `${SELECT_PREFIX}${name}`, exact: true }).check();
  }
  await expect(toolbar.getByText('2 selected')).toBeVisible();
  await expectNoAxeViolations(page);
  await toolbar.getByRole('button', { name: 'Delete from album' }).click();
  const confirmRemove = page.getByRole('dialog', { name: 'Delete from album' });
  await expectNoAxeViolations(page);
  await confirmRemove.getByRole('button', { name: 'Delete from album' }).click();
  await expect(page.getByText(`2 photos removed from ${RENAMED}`)).toBeVisible();
  await expect(toolbar).toBeHidden();
  await expectAlbumPhotos(page, RENAMED, inAlbum - 2);

  // Sort: the choice is saved for album pages under sortingOptions.
  // An album sorts by created or date taken (no "uploaded" there).
  await expect(page.getByLabel('Sort by').locator('option')).toHaveText([
    'Date taken: newest first',
    'Date taken: oldest first',
    'Created: newest first',
    'Created: oldest first',
  ]);
  await page.getByLabel('Sort by').selectOption('Date taken: oldest first');
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('sortingOptions')))
    .toContain('"albumPhotos":{"sortKey":"dateTaken","sortOrder":"asc"}');
  await expectAlbumPhotos(page, RENAMED, inAlbum - 2);

  // Download from the album: one zip of the selected album photos, once push says it is ready.
  await page.getByRole('button', { name: 'Select photos' }).click();
  await page.getByRole('button', { name: 'Select all', exact: true }).click();
  await expect(toolbar.getByText(`${String(inAlbum - 2)} selected`)).toBeVisible();
  const downloadPromise = page.waitForEvent('download', { timeout: 90_000 });
  await toolbar.getByRole('button', { name: 'Download' }).click();
  const zipPath = testInfo.outputPath('album.zip');
  await (await downloadPromise).saveAs(zipPath);
  testZip(zipPath);
  expect(zipEntryNames(zipPath)).toHaveLength(inAlbum - 2);
  await expect(toolbar).toBeHidden();

  // Preview: next, back, and 'Delete from album' from the preview.
  const first = (await firstPhotoNames(grid, 1))[0] ?? '';
  await grid.getByRole('button', { name: `Open photo ${first}` }).click();
  const preview = page.getByRole('dialog', { name: 'Album photo preview' });
  await expect(preview.getByText(`1 of ${String(inAlbum - 2)}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await preview.getByRole('button', { name: 'Next photo' }).click();
  await expect(preview.getByText(`2 of ${String(inAlbum - 2)}`)).toBeVisible();
  await preview.getByRole('button', { name: 'Delete from album' }).click();
  await page
    .getByRole('dialog', { name: 'Delete from album' })
    .getByRole('button', { name: 'Delete from album' })
    .click();
  await expect(page.getByText(`Photo removed from ${RENAMED}`)).toBeVisible();
  await preview.getByRole('button', { name: 'Back to album' }).click();
  await expect(preview).toBeHidden();
  await expectAlbumPhotos(page, RENAMED, inAlbum - 3);

  // A preview of a photo that is not in the album goes back to the album.
  await page.goto(`${new URL(page.url()).pathname}/preview/not-a-photo`);
  await expect(page.getByRole('heading', { level: 1, name: RENAMED })).toBeVisible();
  await expect(page).not.toHaveURL(/preview/);

  // Delete the album: toast, back on the albums list, the card gone.
  await page.getByRole('button', { name: 'Delete album' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Delete album' });
  await expectNoAxeViolations(page);
  await confirmDelete.getByRole('button', { name: 'Delete album' }).click();
  await expect(page.getByText(`${RENAMED} album deleted`)).toBeVisible();
  await expect(page).toHaveURL(/\/my-photos\/albums$/);
  await expect(albums.getByRole('link', { name: /Family/ })).toBeVisible();
  await expect(albums.getByRole('link', { name: new RegExp(RENAMED) })).toHaveCount(0);
});

test('shared albums: read-only for a participant, participants modal, the owner sees who takes part, leaving one', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO);
  await openAlbumsTab(page);

  // An album the demo customer owns and shared: the album route sends it to the shared one.
  await page
    .getByRole('list', { name: 'Your albums' })
    .getByRole('link', { name: /Garden party/ })
    .click();
  await expect(page).toHaveURL(/\/my-photos\/shared-albums\/demo-shared-album-garden-party/);
  await expect(page.getByRole('heading', { level: 1, name: 'Garden party' })).toBeVisible();
  // The owner's header counts the participants; "Shared by" is a participant's view.
  await expect(page.getByText(/\d+ photos? · 2 participants/)).toBeVisible();
  await expect(page.getByText('Shared by', { exact: false })).toHaveCount(0);
  await page.getByRole('button', { name: 'Participants' }).click();
  const owned = page.getByRole('dialog', { name: 'Participants' });
  await expect(owned.getByText('2 participants')).toBeVisible();
  await expect(owned.getByText('friend@myaccount.test')).toBeVisible();
  await expectNoAxeViolations(page);
  await owned.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: 'Delete album' }).click();
  const ownerDelete = page.getByRole('dialog', { name: 'Delete shared album' });
  await expect(
    ownerDelete.getByText('Deleting it deletes it for all participants', { exact: false }),
  ).toBeVisible();
  await ownerDelete.getByRole('button', { name: 'Cancel' }).click();

  // One the friend shares with the demo customer.
  await openAlbumsTab(page);
  const shared = page.getByRole('region', { name: 'Shared with you' });
  await shared.getByRole('link', { name: /Freya's wedding/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Freya's wedding" })).toBeVisible();
  await expect(page.getByText(/\d+ photos? · Shared by friend@myaccount\.test$/)).toBeVisible();
  await expect(page.getByText(/· \d+ participants?/)).toHaveCount(0);
  await expect(
    page.getByText('Sharing albums is no longer available.', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, 'shared-album');

  // Selection: download only; the rest shown but unavailable.
  await page.getByRole('button', { name: 'Select photos' }).click();
  const grid = albumGrid(page, "Freya's wedding");
  const [name] = await firstPhotoNames(grid, 1);
  await grid.getByRole('checkbox', { name: `${SELECT_PREFIX}${name ?? ''}`, exact: true }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Selected photos' });
  await expect(toolbar.getByText('1 selected')).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Download' })).toBeEnabled();
  for (const action of ['Copy to album', 'Delete from album']) {
    const button = toolbar.getByRole('button', { name: action });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await button.focus();
    await expect(
      page.getByRole('tooltip', { name: 'Unavailable for shared albums' }),
    ).toBeVisible();
  }
  await expectNoAxeViolations(page);
  // Download works in a shared album (each photo sent with its owner).
  const downloadPromise = page.waitForEvent('download', { timeout: 90_000 });
  await toolbar.getByRole('button', { name: 'Download' }).click();
  const zipPath = testInfo.outputPath('shared.zip');
  await (await downloadPromise).saveAs(zipPath);
  testZip(zipPath);
  expect(zipEntryNames(zipPath)).toHaveLength(1);
  await expect(toolbar).toBeHidden();

  // The read-only preview.
  await grid.getByRole('button', { name: `Open photo ${name ?? ''}` }).click();
  const preview = page.getByRole('dialog', { name: 'Shared album photo preview' });
  await expect(preview.getByRole('button', { name: 'Download photo' })).toBeEnabled();
  await expect(preview.getByRole('button', { name: 'Copy to album' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(preview.getByRole('button', { name: 'Delete from album' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expectNoAxeViolations(page);
  await preview.getByRole('button', { name: 'Back to album' }).click();
  await expect(preview).toBeHidden();

  // A participant sees the owner.
  await page.getByRole('button', { name: 'Participants' }).click();
  const people = page.getByRole('dialog', { name: 'Participants' });
  await expect(people.getByRole('heading', { name: 'Shared by' })).toBeVisible();
  await expect(people.getByText('friend@myaccount.test')).toBeVisible();
  await expectNoAxeViolations(page);
  await people.getByRole('button', { name: 'Close' }).first().click();

  // Leaving it: a participant leaves (decision 0273), never "deletes", then it is gone from the list.
  await expect(page.getByRole('button', { name: 'Delete album' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Leave album' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave shared album' });
  await expect(
    leave.getByText('together with the photos you uploaded', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await leave.getByRole('button', { name: 'Leave album' }).click();
  await expect(page.getByText("You left the album Freya's wedding")).toBeVisible();
  await expect(page).toHaveURL(/\/my-photos\/albums$/);
  await expect(page.getByRole('heading', { name: 'Shared with you' })).toHaveCount(0);
});

test('without the album view there are no albums: no Albums tab, and album routes go home', async ({
  page,
}) => {
  await signIn(page, DEMO);
  await page.goto('/my-photos/photos?PhotoManagementAlbumViewEnabled=false');
  await expect(page.getByRole('tab', { name: /^Photos/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Albums/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  for (const path of ['/my-photos/albums', '/my-photos/albums/demo-album-summer']) {
    await page.goto(`${path}?PhotoManagementAlbumViewEnabled=false`);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(
      page.getByRole('heading', { level: 1, name: `Hello, ${DEMO.firstName}!` }),
    ).toBeVisible();
  }
});
