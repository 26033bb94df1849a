import { DownloadsPage } from '@/features/downloads/components/downloads-page';

/** `/downloads`: the customer's download archives. */
export function DownloadsRoute() {
  return <DownloadsPage />;
}
