import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  DownloadPushMessageSchema,
  type DownloadPushMessage,
} from '@my-account/contract/downloads';
import { PhotoSchema } from '@my-account/contract/photos';
import type { PushListener } from '../../platform/push/push-hub.ts';
import type { PhotoLibraryServer } from '../../../test/support/photo-library.ts';

/** A zip opened with Info-ZIP: `unzip -t` passes, and its entries with bytes and method. */
export interface OpenedZip {
  names: string[];
  /** zipinfo's method column per entry ('stor' for STORE). */
  methods: string[];
  bytes(name: string): Buffer;
}

/** Writes the zip to a temporary file and reads it back with the system's unzip (test only). */
export function openZip(zip: Buffer): OpenedZip {
  const dir = mkdtempSync(join(tmpdir(), 'zip-test-'));
  const file = join(dir, 'archive.zip');
  writeFileSync(file, zip);
  try {
    // Throws (non-zero exit) when any entry's CRC or structure is wrong.
    execFileSync('unzip', ['-tq', file]);
    const names = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    const methods = execFileSync('unzip', ['-Zs', file], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => /^[-dl]/u.test(line))
      .map((line) => line.split(/\s+/u)[5] ?? '');
    const contents = new Map(
      names.map((name) => [
        name,
        execFileSync('unzip', ['-p', file, escapeWildcards(name)], { maxBuffer: 1 << 30 }),
      ]),
    );
    return {
      names,
      methods,
      bytes: (name) => {
        const data = contents.get(name);
        if (!data) {
          throw new Error(`No entry ${name}`);
        }
        return data;
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** unzip reads entry names as patterns. */
const escapeWildcards = (name: string): string => name.replace(/[[\]*?\\]/gu, '\\$&');

/** A small JPEG of one colour: distinct content (so a distinct photo) under any name. */
export async function colourJpeg(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** Uploads and returns the photo id. */
export async function uploadPhoto(
  library: PhotoLibraryServer,
  token: string,
  name: string,
  data: Buffer,
): Promise<string> {
  const response = await library.upload(token, { name, data, type: 'image/jpeg' });
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`Upload of ${name} answered ${response.status}: ${await response.text()}`);
  }
  return PhotoSchema.parse(await response.json()).imageId;
}

/** Collects the push messages of one user. */
export async function collectPush(
  library: PhotoLibraryServer,
  userId: string,
): Promise<{ messages: DownloadPushMessage[]; keys: () => string[] }> {
  const messages: DownloadPushMessage[] = [];
  const listener: PushListener = (message) => {
    messages.push(DownloadPushMessageSchema.parse(message));
  };
  await library.server.ctx.push.subscribe(userId, listener);
  return {
    messages,
    keys: () => messages.map((message) => `${message.key}:${message.message.downloadId}`),
  };
}
