import { useIntl } from 'react-intl';
import { ChannelSchema } from '@my-account/contract/identity-paths';
import { PageHeader } from '@/components/page-header/page-header';
import { LoadErrorState, LoadingState } from '@/components/state-card/state-card';
import { useVendor } from '@/lib/runtime-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePhotobooks } from '@/features/widgets/api/get-photobooks';
import { useShareWidget } from '@/features/widgets/api/share-widget';
import { useWidget } from '@/features/widgets/api/get-widget';
import { BookViewer } from '@/features/widgets/components/book-viewer';
import { DeleteWidgetButton } from '@/features/widgets/components/delete-widget-button';
import { GalleryPanel } from '@/features/widgets/components/gallery-panel';
import { OwnerPageImage } from '@/features/widgets/components/owner-page-image';
import { PutOnlineCard } from '@/features/widgets/components/put-online-card';
import { ShareForm } from '@/features/widgets/components/share-form';
import styles from '@/features/widgets/components/widgets.module.css';

interface WidgetPageProps {
  productCode: string;
  listPath: string;
  /** The customer's name, offered as the share's sender. */
  customerName: string;
  /** After a delete: back to the list. */
  onDeleted: () => void;
}

/**
 * `/online-products/{productCode}`: the book viewer, share by e-mail, the gallery and delete;
 * "Put online" while the book is not online.
 */
export function WidgetPage({ productCode, listPath, customerName, onDeleted }: WidgetPageProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `widgets.book.${id}` });
  const vendor = useVendor();
  const widget = useWidget(productCode);
  const books = usePhotobooks();
  const share = useShareWidget(productCode);
  const title =
    widget.data?.title ??
    books.data?.find((book) => book.productCode === productCode)?.title ??
    text('fallbackTitle');
  useDocumentTitle(title);

  let body;
  if (widget.isPending) {
    body = <LoadingState text={text('loading')} />;
  } else if (widget.isError) {
    body = (
      <LoadErrorState
        text={text('loadError')}
        retryLabel={text('retry')}
        onRetry={() => {
          void widget.refetch();
        }}
      />
    );
  } else if (widget.data === null) {
    body = <PutOnlineCard code={productCode} />;
  } else {
    const { widgetId, pageCount } = widget.data;
    body = (
      <div className={styles.layout}>
        <BookViewer
          title={title}
          pageCount={pageCount}
          renderPage={(page) => <OwnerPageImage code={productCode} page={page} />}
        />
        <div className={styles.panels}>
          <section className={styles.panel} aria-labelledby="share-title">
            <h2 id="share-title" className={styles.panelTitle}>
              {intl.formatMessage({ id: 'widgets.share.title' })}
            </h2>
            <p className={styles.muted}>{intl.formatMessage({ id: 'widgets.share.intro' })}</p>
            <ShareForm
              // The customer's name may arrive after the form: it then starts with it.
              key={customerName}
              vendorId={ChannelSchema.parse(vendor.host)}
              defaultName={customerName}
              onShare={(input) => share.mutateAsync(input)}
            />
          </section>
          <GalleryPanel widgetId={widgetId} channel={vendor.host} brandName={vendor.name} />
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        back={{ to: listPath, label: text('back') }}
        actions={
          widget.data ? <DeleteWidgetButton code={productCode} onDeleted={onDeleted} /> : undefined
        }
      />
      {body}
    </div>
  );
}
