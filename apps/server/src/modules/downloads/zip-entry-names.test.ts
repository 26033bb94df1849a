import { describe, expect, it } from 'vitest';
import { createEntryNamer, safeEntryName } from './zip-entry-names.ts';

describe('zip entry names', () => {
  it('numbers a repeated name, case-insensitively, and skips numbers already taken', () => {
    const name = createEntryNamer();
    expect(name('IMG_1.jpg')).toBe('IMG_1.jpg');
    expect(name('IMG_1.jpg')).toBe('IMG_1 (1).jpg');
    expect(name('img_1.JPG')).toBe('img_1 (2).JPG');
    expect(name('IMG_1 (3).jpg')).toBe('IMG_1 (3).jpg');
    expect(name('IMG_1.jpg')).toBe('IMG_1 (4).jpg');
    expect(name('README')).toBe('README');
    expect(name('README')).toBe('README (1)');
  });

  it('keeps folders, invisible characters and reserved characters out', () => {
    expect(safeEntryName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeEntryName('..\\..\\boot.ini')).toBe('_.._boot.ini');
    expect(safeEntryName('a\u0000b\nc\u007f.jpg')).toBe('abc.jpg');
    expect(safeEntryName('what?<>|*:".png')).toBe('what_______.png');
    // Bidi overrides and isolates, zero width space, byte order mark, soft hyphen: all gone.
    expect(safeEntryName('evil\u202egpj.exe')).toBe('evilgpj.exe');
    expect(safeEntryName('\u2066a\u2069\u200bb\ufeffc\u00ad.jpg')).toBe('abc.jpg');
    // Joiners reorder nothing, and emoji and Persian words need them.
    expect(safeEntryName('👨\u200d👩 می\u200cخواهم.jpg')).toBe('👨\u200d👩 می\u200cخواهم.jpg');
  });

  it('renames Windows device names and trims trailing dots and spaces', () => {
    expect(safeEntryName('CON')).toBe('_CON');
    expect(safeEntryName('nul.jpg')).toBe('_nul.jpg');
    expect(safeEntryName('com1.txt')).toBe('_com1.txt');
    expect(safeEntryName('console.jpg')).toBe('console.jpg');
    expect(safeEntryName('photo.jpg. . ')).toBe('photo.jpg');
    expect(safeEntryName('   ')).toBe('photo');
    expect(safeEntryName('...')).toBe('photo');
  });

  it('shortens a long name but keeps its extension', () => {
    const name = safeEntryName(`${'x'.repeat(300)}.jpeg`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('x.jpeg')).toBe(true);
  });
});

describe('zip entry names at scale', () => {
  // Its speed with 10k names of one kind is measured by `npm run bench` (export), not timed here.
  it('gives 20k photos of one name 20k different names, numbered in order', () => {
    const name = createEntryNamer();
    const names = Array.from({ length: 20_000 }, () => name('IMG_0001.jpg'));
    expect(new Set(names).size).toBe(20_000);
    expect(names.at(-1)).toBe('IMG_0001 (19999).jpg');
  });
});
