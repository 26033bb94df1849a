import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The file in DATA_DIR that keeps the outbox key, so it survives restarts. */
export const OUTBOX_KEY_FILE = 'dev-outbox-key';
/** The JSON endpoint also takes the key in this header (the page takes `?key=`). */
export const OUTBOX_KEY_HEADER = 'x-outbox-key';

const KEY_PATTERN = /^[A-Za-z0-9_-]{32,}$/;

/**
 * The operator's key to the development outbox: made once per data folder, readable only by
 * its owner. `npm start` prints it; tests and scripts read the file.
 */
export async function loadOrCreateOutboxKey(dataDir: string): Promise<string> {
  const path = join(dataDir, OUTBOX_KEY_FILE);
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx': of several servers starting on one folder, the first writes and all read that key.
    await writeFile(path, `${randomBytes(32).toString('base64url')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw error;
    }
  }
  const key = (await readFile(path, 'utf8')).trim();
  if (!KEY_PATTERN.test(key)) {
    // An empty or edited file must not open the outbox to a guess: delete it to get a new key.
    throw new Error(`${path} holds no valid outbox key; delete it to have a new one made`);
  }
  return key;
}

/** Compares in constant time, so the answer's timing says nothing about the key. */
export function isOutboxKey(key: string, given: unknown): boolean {
  if (typeof given !== 'string') {
    return false;
  }
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(key), digest(given));
}
