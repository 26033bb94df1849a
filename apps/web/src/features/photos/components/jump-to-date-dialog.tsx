import clsx from 'clsx';
import { useIntl } from 'react-intl';
import { UNKNOWN_DATE_MONTH, UNKNOWN_DATE_YEAR } from '@my-account/contract/photos';
import { SelectField } from '@/components/form/select-field';
import { Modal } from '@/components/modal/modal';
import { AUTOFOCUS_ATTRIBUTE } from '@/components/modal/use-top-layer-dialog';
import type { JumpYear } from '@/features/photos/lib/jump-years';
import styles from '@/features/photos/components/jump-to-date.module.css';

interface JumpToDateDialogProps {
  open: boolean;
  /** The library's years, newest first, and the one shown. */
  years: readonly JumpYear[];
  year: JumpYear | undefined;
  /** Photos without a date, 0 when there are none. */
  undated: number;
  onChooseYear: (year: number) => void;
  /** A month with photos was picked: the dialog closes and the timeline goes there. */
  onPick: (year: number, month: number) => void;
  onClose: () => void;
}

/**
 * The dialog of "Jump to a date" (JumpToDate opens it): a select of the years and the twelve
 * months of the chosen one, then the photos without a date. Loaded when first wanted.
 */
export function JumpToDateDialog({
  open,
  years,
  year,
  undated,
  onChooseYear,
  onPick,
  onClose,
}: JumpToDateDialogProps) {
  const intl = useIntl();
  const photoCount = (count: number) =>
    intl.formatMessage({ id: 'photos.timeline.photoCount' }, { count });
  return (
    <Modal open={open} onClose={onClose} title={intl.formatMessage({ id: 'photos.jump.title' })}>
      <div className={styles.body}>
        {year ? (
          <>
            <SelectField
              label={intl.formatMessage({ id: 'photos.jump.year' })}
              value={year.year}
              onChange={(event) => {
                onChooseYear(Number(event.target.value));
              }}
              {...{ [AUTOFOCUS_ATTRIBUTE]: true }}
            >
              {years.map((entry) => (
                <option key={entry.year} value={entry.year}>
                  {intl.formatMessage(
                    { id: 'photos.jump.yearOption' },
                    { year: String(entry.year), count: entry.count },
                  )}
                </option>
              ))}
            </SelectField>
            <div
              role="group"
              className={styles.months}
              aria-label={intl.formatMessage(
                { id: 'photos.jump.months' },
                { year: String(year.year) },
              )}
            >
              {year.months.map(({ month, count }) => (
                <button
                  key={month}
                  type="button"
                  className={styles.month}
                  disabled={count === 0}
                  onClick={() => {
                    onPick(year.year, month);
                  }}
                >
                  <span className={styles.monthName}>
                    {intl.formatDate(Date.UTC(year.year, month - 1, 15), {
                      month: 'long',
                      timeZone: 'UTC',
                    })}
                  </span>
                  {/* A space between the name and the count in the button's accessible name. */}{' '}
                  {count > 0 ? (
                    <span className={styles.monthCount}>{photoCount(count)}</span>
                  ) : null}
                </button>
              ))}
            </div>
          </>
        ) : null}
        {undated > 0 ? (
          <button
            type="button"
            className={clsx(styles.month, styles.undated)}
            onClick={() => {
              onPick(UNKNOWN_DATE_YEAR, UNKNOWN_DATE_MONTH);
            }}
          >
            <span className={styles.monthName}>
              {intl.formatMessage({ id: 'photos.timeline.unknownDate' })}
            </span>{' '}
            <span className={styles.monthCount}>{photoCount(undated)}</span>
          </button>
        ) : null}
      </div>
    </Modal>
  );
}
