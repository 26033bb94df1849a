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
  const [broken, setBroken] = useState(false);

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
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) {
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
      {url && !broken ? (
        <img
          src={url}
          alt=""
          width={40}
          height={40}
          decoding="async"
          onError={() => {
            setBroken(true);
          }}
        />
      ) : (
        <Icon name="photos" size={20} />
      )}
    </span>
  );
}
