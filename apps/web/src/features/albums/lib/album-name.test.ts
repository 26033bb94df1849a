import { describe, expect, it } from 'vitest';
import { AlbumNameSchema } from '@my-account/contract/albums';
import { validateAlbumName } from '@/features/albums/lib/album-name';

describe('album name validation', () => {
  it('asks for a name when it is empty', () => {
    expect(validateAlbumName('')).toBe('required');
  });

  it.each([' Summer', '   ', '\tTabbed', 'a<b', 'a>b', 'Holiday; 2024', '<script>'])(
    'refuses %j as not valid',
    (name) => {
      expect(validateAlbumName(name)).toBe('invalid');
    },
  );

  it.each(['Summer 2024', 'Paris & Rome', 'Trailing space ', 'Ä-Ö (Ü)', 'x'])(
    'accepts %j',
    (name) => {
      expect(validateAlbumName(name)).toBeUndefined();
    },
  );

  it('agrees with the server schema of the contract', () => {
    for (const name of ['', ' a', 'a;b', 'Good name', 'x'.repeat(101), 'x'.repeat(100)]) {
      expect(validateAlbumName(name) === undefined).toBe(AlbumNameSchema.safeParse(name).success);
    }
  });
});
