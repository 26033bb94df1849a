import { useIntl } from 'react-intl';
import type { HistoricalInvoice } from '@my-account/contract/invoices';
import { Button } from '@/components/button/button';
import { PageHeader } from '@/components/page-header/page-header';
import { EmptyState, LoadErrorState, LoadingState } from '@/components/state-card/state-card';
import { notify } from '@/components/toast/notify';
import { useVendor } from '@/lib/runtime-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDownloadInvoice } from '@/features/invoices/api/download-invoice';
import { useInvoices } from '@/features/invoices/api/get-invoices';
import styles from '@/features/invoices/components/invoices.module.css';

/** The brands' currencies all have two decimals: amounts arrive in their minor unit. */
const MINOR_UNITS = 100;

function InvoiceRow({ invoice }: { invoice: HistoricalInvoice }) {
  const intl = useIntl();
  const vendor = useVendor();
  const download = useDownloadInvoice();
  const text = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `invoices.${id}` }, values);
  return (
    <li className={styles.row}>
      <dl className={styles.facts}>
        <div>
          <dt>{text('number')}</dt>
          <dd className={styles.number}>{invoice.invoiceNumber}</dd>
        </div>
        <div>
          <dt>{text('date')}</dt>
          <dd>{intl.formatDate(invoice.issuedAt, { dateStyle: 'long' })}</dd>
        </div>
        <div>
          <dt>{text('order')}</dt>
          <dd>{invoice.orderCode}</dd>
        </div>
        <div>
          <dt>{text('total')}</dt>
          <dd className={styles.total}>
            {intl.formatNumber(invoice.total / MINOR_UNITS, {
              style: 'currency',
              currency: invoice.currency,
            })}
          </dd>
        </div>
      </dl>
      <Button
        variant="secondary"
        aria-label={text('downloadLabel', { number: invoice.invoiceNumber })}
        disabled={download.isPending}
        onClick={() => {
          download.mutate(
            { id: invoice.id, channel: vendor.host },
            { onError: () => notify.error(text('downloadError')) },
          );
        }}
      >
        {text('download')}
      </Button>
    </li>
  );
}

/** `/invoices`: the business customer's invoices, each downloadable as invoice_{id}.pdf. */
export function InvoicesPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `invoices.${id}` });
  useDocumentTitle(text('title'));
  const query = useInvoices();

  let body;
  if (query.isPending) {
    body = <LoadingState text={text('loading')} />;
  } else if (query.isError) {
    body = (
      <LoadErrorState
        text={text('error')}
        retryLabel={text('retry')}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  } else if (query.data.items.length === 0) {
    body = <EmptyState icon="invoice" iconSize={36} title={text('title')} text={text('empty')} />;
  } else {
    body = (
      <ul className={styles.list}>
        {query.data.items.map((invoice) => (
          <InvoiceRow key={invoice.id} invoice={invoice} />
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
