import { useEffect, useRef } from 'react';
import { Button } from '@/components/button/button';
import styles from '@/features/albums/components/album-page.module.css';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  label: string;
}

/**
 * Loads the next page when the end of a list scrolls into view; the button does the same for
 * keyboards and for browsers where the observer never fires.
 */
export function LoadMore({ hasMore, loading, onLoadMore, label }: LoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onLoadMoreRef = useRef(onLoadMore);
  useEffect(() => {
    onLoadMoreRef.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !hasMore || loading || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          onLoadMoreRef.current();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [hasMore, loading]);

  if (!hasMore) {
    return null;
  }
  return (
    <div ref={ref} className={styles.loadMore}>
      <Button variant="secondary" size="small" disabled={loading} onClick={onLoadMore}>
        {label}
      </Button>
    </div>
  );
}
