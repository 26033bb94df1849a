import { FormattedMessage } from 'react-intl';
import styles from '@/app/shell/app-shell.module.css';

/** First focusable element: jumps past header and menu to the page content. */
export function SkipLink() {
  return (
    <a href="#main-content" className={styles.skipLink}>
      <FormattedMessage id="shell.skipToContent" />
    </a>
  );
}
