import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TimelineMonthCount } from '@my-account/contract/photos';
import { LazyDialog } from '@/components/lazy/lazy-dialog';
import { preloadOnIntent } from '@/components/lazy/preload';
import { NamedIconButton } from '@/components/photo-viewer/named-icon-button';
import { initialJumpYear, jumpChoices } from '@/features/photos/lib/jump-years';
import { jumpActions, monthInViewStore, yearOfKey } from '@/features/photos/state/jump-store';
import { LazyJumpToDateDialog } from '@/features/photos/components/lazy-photos';

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
          {...preloadOnIntent(LazyJumpToDateDialog)}
          onClick={() => {
            // Opens on the year in view, so a nearby month is one click away.
            setChosenYear(initialJumpYear(years, yearOfKey(monthInViewStore.get())));
            setOpen(true);
          }}
        />
      </span>
      <LazyDialog
        open={open}
        title={intl.formatMessage({ id: 'photos.jump.title' })}
        onClose={close}
      >
        <LazyJumpToDateDialog
          open={open}
          years={years}
          year={year}
          undated={undated}
          onChooseYear={setChosenYear}
          onPick={pick}
          onClose={close}
        />
      </LazyDialog>
    </>
  );
}
