import { useDrag } from '@use-gesture/react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { spreadOf, turnedPage } from '@/features/widgets/lib/book-spreads';
import { useWideViewer } from '@/features/widgets/components/use-wide-viewer';
import styles from '@/features/widgets/components/book-viewer.module.css';

/** A horizontal drag this far (px) turns the page; less springs back. */
const SWIPE_DISTANCE = 40;

interface BookViewerProps {
  title: string;
  pageCount: number;
  /** One page's picture; only the pages on screen and the next spread are asked for. */
  renderPage: (page: number) => ReactNode;
}

/**
 * The page-turning viewer of a photo book, the owner's and the public one alike: a spread of
 * two pages on wide screens, one page on phones; Previous/Next, the arrow keys while it has
 * focus, and swipes turn the pages, and a live region says which pages are shown.
 */
export function BookViewer({ title, pageCount, renderPage }: BookViewerProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `widgets.viewer.${id}` }, values);
  const double = useWideViewer();
  // The page the reader is at; the spread is derived so a resize keeps their place.
  const [page, setPage] = useState(1);
  const spread = spreadOf(page, pageCount, double);
  const previous = turnedPage(spread, -1, pageCount, double);
  const next = turnedPage(spread, 1, pageCount, double);

  const turn = (to: number | undefined) => {
    if (to !== undefined) {
      setPage(to);
    }
  };

  const bind = useDrag(
    ({ last, movement: [mx, my] }) => {
      if (last && Math.abs(mx) >= SWIPE_DISTANCE && Math.abs(mx) > Math.abs(my)) {
        turn(mx < 0 ? next : previous);
      }
    },
    { filterTaps: true, pointer: { keys: false } },
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      turn(next);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      turn(previous);
    }
  };

  const shown = Array.from(
    { length: spread.last - spread.first + 1 },
    (_, index) => spread.first + index,
  );
  // The next spread loads while this one is read, so turning shows it at once.
  const upcoming =
    next === undefined ? [] : [next, ...(double && next < pageCount ? [next + 1] : [])];
  const position =
    spread.first === spread.last
      ? text('page', { page: spread.first, total: pageCount })
      : text('pages', { from: spread.first, to: spread.last, total: pageCount });

  return (
    <div className={styles.viewer}>
      <div
        {...bind()}
        className={styles.stage}
        data-double={double || undefined}
        role="region"
        aria-roledescription={text('roleDescription')}
        aria-label={title}
        aria-describedby="book-viewer-hint"
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        {shown.map((number) => (
          <figure
            key={number}
            className={styles.page}
            data-side={double ? (number % 2 === 1 ? 'left' : 'right') : undefined}
          >
            {renderPage(number)}
          </figure>
        ))}
        <div className={styles.preload} aria-hidden="true">
          {upcoming.map((number) => (
            <div key={number}>{renderPage(number)}</div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <Button
          variant="secondary"
          onClick={() => {
            turn(previous);
          }}
          disabled={previous === undefined}
        >
          <Icon name="chevronLeft" />
          <span className={styles.buttonLabel}>{text('previous')}</span>
        </Button>
        <p className={styles.position} aria-live="polite" aria-atomic="true">
          {position}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            turn(next);
          }}
          disabled={next === undefined}
        >
          <span className={styles.buttonLabel}>{text('next')}</span>
          <Icon name="chevronRight" />
        </Button>
      </div>
      <p id="book-viewer-hint" className={styles.hint}>
        {text('hint')}
      </p>
    </div>
  );
}

/** A page picture: the image once it is there, a placeholder before. */
export function BookPageImage({ src, page }: { src: string | undefined; page: number }) {
  const intl = useIntl();
  const alt = intl.formatMessage({ id: 'widgets.viewer.pageAlt' }, { page });
  return src ? (
    <img
      className={styles.image}
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      draggable={false}
    />
  ) : (
    <span className={styles.placeholder} role="img" aria-label={alt} />
  );
}
