import { useIntl } from 'react-intl';
import styles from '@/features/widgets/components/widgets.module.css';

export type BookState = 'online' | 'shared' | 'gallery' | 'offline';

/** A book's state as small labelled pills ("Online", "Shared", "In the gallery"). */
export function StateBadges({ states }: { states: readonly BookState[] }) {
  const intl = useIntl();
  return (
    <ul className={styles.badges} aria-label={intl.formatMessage({ id: 'widgets.badges.label' })}>
      {states.map((state) => (
        <li key={state} className={styles.badge} data-state={state}>
          {intl.formatMessage({ id: `widgets.badges.${state}` })}
        </li>
      ))}
    </ul>
  );
}
