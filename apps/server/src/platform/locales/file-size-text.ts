import { z } from 'zod';
import { formatFileSize } from '@my-account/contract/file-sizes';
import { localeSection } from './locale-section.ts';

/** How each locale names file-size units (`components.fileSizes`: "Go" in fr-FR). */
const fileSizeLabels = localeSection(
  'components',
  z.looseObject({
    fileSizes: z.object({
      byte: z.string(),
      kilobyte: z.string(),
      megabyte: z.string(),
      gigabyte: z.string(),
    }),
  }),
);

/** A size for people in `locale`, as the app writes it: "4.50 GB", "4,50 Go". */
export function fileSizeText(bytes: number, locale: string): string {
  return formatFileSize(bytes, locale, fileSizeLabels(locale).texts.fileSizes);
}
