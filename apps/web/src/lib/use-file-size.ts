import { useIntl } from 'react-intl';
import { formatFileSize, type FileSizeLabels } from '@my-account/contract/file-sizes';

/**
 * Formats byte counts for people in the app's locale: Intl writes the number, the locale file
 * names the units ("4,50 Go" in fr-FR, "4.50 GB" in en-GB).
 */
export function useFileSize(): (bytes: number) => string {
  const intl = useIntl();
  const labels: FileSizeLabels = {
    byte: intl.formatMessage({ id: 'components.fileSizes.byte' }),
    kilobyte: intl.formatMessage({ id: 'components.fileSizes.kilobyte' }),
    megabyte: intl.formatMessage({ id: 'components.fileSizes.megabyte' }),
    gigabyte: intl.formatMessage({ id: 'components.fileSizes.gigabyte' }),
  };
  return (bytes) => formatFileSize(bytes, intl.locale, labels);
}
