import { Spinner } from '@/components/spinner/spinner';
import styles from '@/components/spinner/spinner.module.css';

interface PageLoaderProps {
  /** What is loading, read by screen readers; absent only before the texts are loaded. */
  label?: string;
  fullScreen?: boolean;
}

/** The brand the server painted into the page (index.html's body), if any. */
function paintedBrand(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.body.dataset.brand;
}

/**
 * The loader shown while a page (or the whole app) gets what it needs. Full screen it is the
 * server's boot loader (packages/themes/boot-loader.css), brand logo included, so the app takes
 * over the first paint without a jump.
 */
export function PageLoader({ label, fullScreen }: PageLoaderProps) {
  if (fullScreen) {
    const brand = paintedBrand();
    return (
      <div className="boot-loader" role="status" aria-busy="true">
        {brand ? (
          <img
            className="boot-loader-logo"
            src={`/brands/${brand}/logo.svg`}
            alt=""
            width={160}
            height={40}
          />
        ) : null}
        <span className="boot-loader-spinner" aria-hidden="true" />
        {label ? <span className="boot-loader-text">{label}</span> : null}
      </div>
    );
  }
  return (
    <div className={styles.pageLoader} role="status" aria-busy="true">
      <Spinner size={40} />
      {label ? <span className="visually-hidden">{label}</span> : null}
    </div>
  );
}
