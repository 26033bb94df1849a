import { useIntl } from 'react-intl';
import type { UploadSummary } from '@/features/photos/lib/upload-queue';

/** "7 of 8 uploaded", and "· 1 failed" when any did: a count never hides a failure. */
export function UploadSummaryText({ summary }: { summary: UploadSummary }) {
  const intl = useIntl();
  const values = { done: summary.done, total: summary.total, failed: summary.failed };
  return (
    <>
      {intl.formatMessage(
        { id: summary.failed > 0 ? 'photos.upload.overallFailed' : 'photos.upload.overall' },
        values,
      )}
    </>
  );
}
