import { withoutInvisibleCharacters } from '../../platform/file-names.ts';

/** Longest entry name in UTF-16 units: well under every file system's 255-byte name limit. */
const MAX_NAME_LENGTH = 120;
// Device names Windows refuses as a file name, whatever the extension.
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/iu;
// What Windows, macOS or a zip tool reads as a path separator or wildcard.
const RESERVED_CHARACTERS = new Set(['<', '>', ':', '"', '/', '\\', '|', '?', '*']);

const replaceReserved = (name: string): string =>
  Array.from(name, (ch) => (RESERVED_CHARACTERS.has(ch) ? '_' : ch)).join('');

/**
 * A file name that is safe as a zip entry on every OS: no folders (so no path traversal), no
 * invisible (control, bidi) or reserved characters, no Windows device names, no trailing dots or
 * spaces.
 */
export function safeEntryName(fileName: string, fallback = 'photo'): string {
  let name = replaceReserved(withoutInvisibleCharacters(fileName.normalize('NFC'))).trim();
  name = name.replace(/[. ]+$/u, '');
  name = name.replace(/^\.+/u, '');
  if (name === '') {
    name = fallback;
  }
  if (WINDOWS_RESERVED.test(name)) {
    name = `_${name}`;
  }
  if (name.length > MAX_NAME_LENGTH) {
    const { stem, extension } = splitExtension(name);
    name = stem.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
  }
  return name;
}

function splitExtension(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf('.');
  // A dot at the start is no extension; an "extension" of 10+ characters is part of the name.
  if (dot <= 0 || name.length - dot > 10) {
    return { stem: name, extension: '' };
  }
  return { stem: name.slice(0, dot), extension: name.slice(dot) };
}

/**
 * Hands out unique entry names: the second "IMG_1.jpg" becomes "IMG_1 (1).jpg". Compared
 * case-insensitively, since Windows and macOS would put "a.jpg" and "A.JPG" in one file.
 */
export function createEntryNamer(): (fileName: string) => string {
  const taken = new Set<string>();
  // The next number to try per name, so 10k photos called IMG_0001.jpg take linear time.
  const nextNumber = new Map<string, number>();
  return (fileName) => {
    const safe = safeEntryName(fileName);
    const key = safe.toLowerCase();
    let candidate = safe;
    if (taken.has(key)) {
      const { stem, extension } = splitExtension(safe);
      let n = nextNumber.get(key) ?? 1;
      do {
        candidate = `${stem} (${n})${extension}`;
        n++;
      } while (taken.has(candidate.toLowerCase()));
      nextNumber.set(key, n);
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}
