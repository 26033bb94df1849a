import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useOptionalRuntime } from '@/lib/runtime-context';

/**
 * Sets the tab title to "{page} | {brand}" while the calling page is shown; pages shown before
 * the vendor is known may pass the brand name themselves.
 */
export function useDocumentTitle(page: string, brandName?: string): void {
  const intl = useIntl();
  const runtime = useOptionalRuntime();
  const brand = brandName ?? runtime?.vendor.name;
  const title = brand ? intl.formatMessage({ id: 'app.documentTitle' }, { page, brand }) : page;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
