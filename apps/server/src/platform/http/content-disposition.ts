import { create } from 'content-disposition';
import { withoutInvisibleCharacters } from '../file-names.ts';

/**
 * `Content-Disposition: attachment` with the file name (RFC 6266: an ASCII fallback, plus the
 * UTF-8 name encoded per RFC 8187 when it is not ASCII). Names are cleaned where they come in;
 * this cleans again, so that no name stored before then reaches a download disguised.
 */
export function attachmentDisposition(fileName: string, fallback = 'download'): string {
  return create(withoutInvisibleCharacters(fileName).trim() || fallback);
}
