import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/icon/icon';
import styles from '@/features/photos/components/upload-modal.module.css';

/**
 * A small preview of a file still on the customer's device. Its object URL exists only while
 * the row is on screen and is revoked when it scrolls away or the row goes, so a list of 1,000
 * files holds a handful, not 1,000. Files the browser cannot show (HEIC) get an icon.
 */
export function FilePreview({ file }: { file: File }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [url, setUrl] = useState<string | undefined>(undefined);
  // Per URL: an image that failed, or whose URL was revoked under it, does not stay failed.
  const [brokenUrl, setBrokenUrl] = useState<string | undefined>(undefined);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      return;
    }
    let current: string | undefined;
    const release = () => {
      if (current) {
        URL.revokeObjectURL(current);
        current = undefined;
        setUrl(undefined);
      }
    };
    const observer = new IntersectionObserver((entries) => {
      // The latest entry is the row's state now (several come when it moved quickly).
      if (entries.at(-1)?.isIntersecting === true) {
        current ??= URL.createObjectURL(file);
        setUrl(current);
      } else {
        release();
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (current) {
        URL.revokeObjectURL(current);
      }
    };
  }, [file]);

  return (
    <span ref={ref} className={styles.preview} aria-hidden="true">
      {url && url !== brokenUrl ? (
        <img
          src={url}
          alt=""
          width={40}
          height={40}
          decoding="async"
          onError={() => {
            setBrokenUrl(url);
          }}
        />
      ) : (
        <Icon name="photos" size={20} />
      )}
    </span>
  );
}
