import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import styles from '@/components/pager/pager.module.css';

interface PagerProps {
  /** Names the navigation landmark, e.g. "Saved projects pages". */
  label: string;
  /** Zero-based. */
  pageIndex: number;
  pageCount: number;
  /** "Page {page} of {pages}", already formatted. */
  status: string;
  previousLabel: string;
  nextLabel: string;
  onChange: (pageIndex: number) => void;
}

/**
 * Previous and next page of a paged list, with where the customer is. Hidden for a single page.
 * The buttons stay in place at either end (disabled), so the focus never jumps.
 */
export function Pager({
  label,
  pageIndex,
  pageCount,
  status,
  previousLabel,
  nextLabel,
  onChange,
}: PagerProps) {
  if (pageCount <= 1) {
    return null;
  }
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button
        variant="secondary"
        size="small"
        disabled={pageIndex <= 0}
        onClick={() => {
          onChange(pageIndex - 1);
        }}
      >
        <Icon name="chevronLeft" size={18} />
        {previousLabel}
      </Button>
      <span className={styles.status} aria-live="polite">
        {status}
      </span>
      <Button
        variant="secondary"
        size="small"
        disabled={pageIndex >= pageCount - 1}
        onClick={() => {
          onChange(pageIndex + 1);
        }}
      >
        {nextLabel}
        <Icon name="chevronRight" size={18} />
      </Button>
    </nav>
  );
}
