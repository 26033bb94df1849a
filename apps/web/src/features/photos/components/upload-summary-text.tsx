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

/** The summary as a live status and the overall progress bar (dialog and header indicator). */
export function UploadOverallProgress({
  summary,
  statusClassName,
  progressClassName,
}: {
  summary: UploadSummary;
  statusClassName?: string;
  progressClassName?: string;
}) {
  const intl = useIntl();
  return (
    <>
      <span role="status" className={statusClassName}>
        <UploadSummaryText summary={summary} />
      </span>
      <progress
        className={progressClassName}
        max={100}
        value={Math.round(summary.progress * 100)}
        aria-label={intl.formatMessage({ id: 'photos.upload.overallLabel' })}
      />
    </>
  );
}
