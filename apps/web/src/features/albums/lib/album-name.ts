import { ALBUM_NAME_MAX_LENGTH, ALBUM_NAME_PATTERN } from '@my-account/contract/albums';

export type AlbumNameError = 'required' | 'invalid';

/**
 * Spec: the name is required ('Please give your album a name') and must match the pattern
 * (not starting with whitespace, no `<`, `>` or `;`: 'Name not valid'). The same rule as the
 * server's (the contract's pattern); checked on submit only.
 */
export function validateAlbumName(name: string): AlbumNameError | undefined {
  if (name.length === 0) {
    return 'required';
  }
  if (name.length > ALBUM_NAME_MAX_LENGTH || !ALBUM_NAME_PATTERN.test(name)) {
    return 'invalid';
  }
  return undefined;
}
