import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ExternalButtonLink } from '@/components/button/button-link';
import { MessagePage } from '@/components/message-page/message-page';
import { PageLoader } from '@/components/spinner/page-loader';
import { usePublicConfig } from '@/lib/runtime-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSharedBook } from '@/features/widgets/api/get-shared-book';
import { BookViewer, BookPageImage } from '@/features/widgets/components/book-viewer';
import styles from '@/features/widgets/components/shared-book.module.css';

/** A page the brand's shop is one click from: a shared book's reader may want one too. */
function ShopLink() {
  const intl = useIntl();
  const { links } = usePublicConfig();
  return links.storefront ? (
    <ExternalButtonLink href={links.storefront} variant="secondary">
      {intl.formatMessage({ id: 'widgets.shared.shop' })}
    </ExternalButtonLink>
  ) : null;
}

/**
 * `/shared-book/{token}` (public, no shell): the book a share mail links to, its title and the
 * page-turning viewer; "no longer shared" once the link is revoked or the book offline.
 */
export function SharedBookPage({ token, logo }: { token: string; logo: ReactNode }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `widgets.shared.${id}` });
  const book = useSharedBook(token);
  useDocumentTitle(book.data?.title ?? text('documentTitle'));

  if (book.isPending) {
    return <PageLoader fullScreen />;
  }
  if (book.isError || book.data === null) {
    const gone = !book.isError;
    return (
      <main id="main-content">
        <MessagePage
          fullScreen
          top={logo}
          icon={gone ? 'book' : 'warning'}
          title={text(gone ? 'gone.title' : 'loadError.title')}
          actions={<ShopLink />}
        >
          <p>{text(gone ? 'gone.text' : 'loadError.text')}</p>
        </MessagePage>
      </main>
    );
  }
  const pagesByNumber = new Map(book.data.pages.map((page) => [page.number, page.url]));
  return (
    <div className={styles.page}>
      <header className={styles.header}>{logo}</header>
      <main id="main-content" className={styles.main}>
        <p className={styles.eyebrow}>{text('eyebrow')}</p>
        <h1 className={styles.title}>{book.data.title}</h1>
        <BookViewer
          title={book.data.title}
          pageCount={book.data.pages.length}
          renderPage={(page) => <BookPageImage src={pagesByNumber.get(page)} page={page} />}
        />
        <div className={styles.footer}>
          <ShopLink />
        </div>
      </main>
    </div>
  );
}
