import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/page-header/page-header';
import { EmptyState, LoadErrorState, LoadingState } from '@/components/state-card/state-card';
import { useVendor } from '@/lib/runtime-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePhotobooks } from '@/features/widgets/api/get-photobooks';
import { useWidgets } from '@/features/widgets/api/get-widgets';
import { BookCard } from '@/features/widgets/components/book-card';
import styles from '@/features/widgets/components/widgets.module.css';

interface OnlineProductsPageProps {
  /** The book page of a product code (the route's link). */
  bookHref: (productCode: string) => string;
}

/**
 * `/online-products`: the customer's ordered photo books, each with its cover, title, order date
 * and whether it is online, shared and in the gallery.
 */
export function OnlineProductsPage({ bookHref }: OnlineProductsPageProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `widgets.list.${id}` });
  useDocumentTitle(text('title'));
  const channel = useVendor().host;
  const books = usePhotobooks();
  const widgets = useWidgets();
  const widgetByCode = useMemo(
    () => new Map((widgets.data?.items ?? []).map((widget) => [widget.productCode, widget])),
    [widgets.data],
  );

  let body;
  if (books.isPending || widgets.isPending) {
    body = <LoadingState text={text('loading')} />;
  } else if (books.isError || widgets.isError) {
    body = (
      <LoadErrorState
        text={text('loadError')}
        retryLabel={text('retry')}
        onRetry={() => {
          void books.refetch();
          void widgets.refetch();
        }}
      />
    );
  } else if (books.data.length === 0) {
    body = (
      <EmptyState icon="book" iconSize={36} title={text('empty.title')} text={text('empty.text')} />
    );
  } else {
    body = (
      <ul className={styles.list}>
        {books.data.map((book) => (
          <BookCard
            key={book.productCode}
            book={book}
            widget={widgetByCode.get(book.productCode)}
            channel={channel}
            href={bookHref(book.productCode)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={text('title')} lead={text('intro')} />
      {body}
    </div>
  );
}
