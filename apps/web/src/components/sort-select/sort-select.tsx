import clsx from 'clsx';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/icon/icon';
import type { PhotoSortKey } from '@my-account/contract/photos';
import { sortChoiceOf, type SortChoice, type SortPreference } from '@/lib/photos/sort-preference';
import styles from '@/components/sort-select/sort-select.module.css';

/** The sort choices as a native select: labelled, keyboard- and screen-reader-friendly. */
export function SortSelect<K extends PhotoSortKey>({
  choices,
  value,
  onChange,
  className,
}: {
  /** The page's choices (the photo library has more than an album). */
  choices: readonly SortChoice<K>[];
  value: SortPreference<K>;
  onChange: (preference: SortPreference<K>) => void;
  /** The page's layout for the control (its place in a header row). */
  className?: string;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={clsx(styles.sort, className)}>
      <label htmlFor={id} className={styles.sortLabel}>
        <Icon name="sort" size={18} />
        {intl.formatMessage({ id: 'photos.sort.label' })}
      </label>
      {/* The wrapper draws the arrow of the pill-shaped select (its own arrow is removed). */}
      <span className={styles.field}>
        <select
          id={id}
          className={styles.sortSelect}
          value={sortChoiceOf(choices, value)?.id}
          onChange={(event) => {
            const choice = choices.find((entry) => entry.id === event.target.value);
            if (choice) {
              onChange({ sortKey: choice.sortKey, sortOrder: choice.sortOrder });
            }
          }}
        >
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {intl.formatMessage({ id: `photos.sort.${choice.id}` })}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
