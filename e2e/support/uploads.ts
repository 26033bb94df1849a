import { writeFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * A valid JPEG of ~25 MB written to `path` (noise does not compress, so 4000x3000 at quality 100
 * is large): big enough for the resumable upload, in two 16 MB requests.
 */
export async function largeJpeg(path: string): Promise<Buffer> {
  const data = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: 'black',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();
  await writeFile(path, data);
  return data;
}

/** Uploads (XHR bodies included) at `bytesPerSecond`, as on a slow mobile line. */
export async function slowUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/** From the photos page: opens the upload dialog, picks the file and starts; the dialog. */
export async function startUpload(page: Page, filePath: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add photos' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload photos' });
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles(filePath);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  return dialog;
}

/** An answer to one of the page's tus requests. */
export interface TusAnswer {
  method: string;
  status: number;
  /** Its Upload-Offset header, where it has one. */
  offset: number | undefined;
}

/**
 * The page's resumable-upload (tus) traffic from now on: the creations (POST) and every answer,
 * read as the test goes.
 */
export function watchResumableUploads(page: Page): { creations: string[]; answers: TusAnswer[] } {
  const creations: string[] = [];
  const answers: TusAnswer[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (!request.url().includes('/api/photo-management/resumable-uploads')) {
      return;
    }
    if (request.method() === 'POST') {
      creations.push(request.url());
    }
    const offset = response.headers()['upload-offset'];
    answers.push({
      method: request.method(),
      status: response.status(),
      offset: offset === undefined ? undefined : Number(offset),
    });
  });
  return { creations, answers };
}
