import clsx from 'clsx';
import { Spinner } from '@/components/spinner/spinner';
import styles from '@/components/spinner/spinner.module.css';

interface PageLoaderProps {
  /** What is loading, read by screen readers; absent only before the texts are loaded. */
  label?: string;
  fullScreen?: boolean;
}

/** The loader shown while a page (or the whole app) gets what it needs. */
export function PageLoader({ label, fullScreen }: PageLoaderProps) {
  return (
    <div
      className={clsx(styles.pageLoader, fullScreen && styles.fullScreen)}
      role="status"
      aria-busy="true"
    >
      <Spinner size={40} />
      {label ? <span className="visually-hidden">{label}</span> : null}
    </div>
  );
}
