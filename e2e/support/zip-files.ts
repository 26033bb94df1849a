import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';

/** SHA-256 of some bytes, for comparing files by content. */
export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The entry names of a zip file, read with the system's `unzip`. */
export function zipEntryNames(zipPath: string): string[] {
  return execFileSync('unzip', ['-Z1', zipPath], { encoding: 'utf8' })
    .split('\n')
    .filter((name) => name !== '' && !name.endsWith('/'));
}

/** The bytes of one entry (`unzip -p`; wildcard characters in the name are escaped). */
export function zipEntry(zipPath: string, name: string): Buffer {
  const pattern = name.replace(/[[\]*?\\]/g, (char) => `\\${char}`);
  return execFileSync('unzip', ['-p', zipPath, pattern], { maxBuffer: 512 * 1024 * 1024 });
}

/** `unzip -t`: throws when any entry fails its CRC check. */
export function testZip(zipPath: string): void {
  execFileSync('unzip', ['-tq', zipPath], { encoding: 'utf8' });
}
