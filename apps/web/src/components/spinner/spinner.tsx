import styles from '@/components/spinner/spinner.module.css';

/** A decorative spinner; the surrounding element says what is loading. */
export function Spinner({ size = 32 }: { size?: number }) {
  return (
    <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
  );
}
