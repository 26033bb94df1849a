import clsx from 'clsx';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  UNKNOWN_DATE_MONTH,
  UNKNOWN_DATE_YEAR,
  type TimelineMonthCount,
} from '@my-account/contract/photos';
import { SelectField } from '@/components/form/select-field';
import { Modal } from '@/components/modal/modal';
import { NamedIconButton } from '@/components/photo-viewer/named-icon-button';
import { AUTOFOCUS_ATTRIBUTE } from '@/components/modal/use-top-layer-dialog';
import { initialJumpYear, jumpChoices } from '@/features/photos/lib/jump-years';
import { jumpActions, monthInViewStore, yearOfKey } from '@/features/photos/state/jump-store';
import styles from '@/features/photos/components/jump-to-date.module.css';

/**
 * "Jump to a date": a dialog with the library's years (a select) and the twelve months of the
 * chosen one; a month with photos takes the timeline there in one step (decision 0286). Built
 * from the month counts the page already has: no request of its own.
 */
export function JumpToDate({
  counts,
  className,
}: {
  counts: readonly TimelineMonthCount[];
  /** Its place in the tools row. */
  className?: string;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const { years, undated } = useMemo(() => jumpChoices(counts), [counts]);
  const [chosenYear, setChosenYear] = useState<number | undefined>(undefined);
  const year = years.find((entry) => entry.year === chosenYear) ?? years[0];

  if (years.length === 0 && undated === 0) {
    return null;
  }

  const close = () => {
    setOpen(false);
  };
  const pick = (pickedYear: number, month: number) => {
    setOpen(false);
    jumpActions.jumpTo(pickedYear, month);
  };
  const photoCount = (count: number) =>
    intl.formatMessage({ id: 'photos.timeline.photoCount' }, { count });

  return (
    <>
      {/* Icon-only with its name as a tooltip: the tools row has no room for one more label at
          1280 px (decision 0286). */}
      <span className={className}>
        <NamedIconButton
          label={intl.formatMessage({ id: 'photos.jump.open' })}
          icon="calendar"
          placement="bottom"
          aria-haspopup="dialog"
          onClick={() => {
            // Opens on the year in view, so a nearby month is one click away.
            setChosenYear(initialJumpYear(years, yearOfKey(monthInViewStore.get())));
            setOpen(true);
          }}
        />
      </span>
      <Modal open={open} onClose={close} title={intl.formatMessage({ id: 'photos.jump.title' })}>
        <div className={styles.body}>
          {year ? (
            <>
              <SelectField
                label={intl.formatMessage({ id: 'photos.jump.year' })}
                value={year.year}
                onChange={(event) => {
                  setChosenYear(Number(event.target.value));
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
                      pick(year.year, month);
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
                pick(UNKNOWN_DATE_YEAR, UNKNOWN_DATE_MONTH);
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
    </>
  );
}
