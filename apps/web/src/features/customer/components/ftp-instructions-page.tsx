import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  FTP_CALLBACK_FORMATS,
  FtpCallbackFormatSchema,
  FtpCallbackUrlSchema,
  type Customer,
  type FtpCallbackFormat,
} from '@my-account/contract/customer';
import { Banner } from '@/components/banner/banner';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/form/text-field';
import { useVendor } from '@/lib/runtime-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUpdateCustomer } from '@/features/customer/api/update-customer';
import styles from '@/features/customer/components/ftp-instructions-page.module.css';

/** The folder order files go to on the FTP server. */
export const FTP_ORDERS_FOLDER = '/orders';

/** The FTP host of a vendor: `ftp.` before its production host name. */
export function ftpHost(vendorHost: string): string {
  return `ftp.${vendorHost}`;
}

/** `/integration`: how a business customer uploads order files by FTP, and their callback. */
export function FtpInstructionsPage({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const vendor = useVendor();
  useDocumentTitle(intl.formatMessage({ id: 'ftp.pageTitle' }));

  const folder = <code className={styles.code}>{FTP_ORDERS_FOLDER}</code>;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <FormattedMessage id="ftp.pageTitle" />
        </h1>
        <p className={styles.lead}>
          <FormattedMessage id="ftp.intro" />
        </p>
      </header>

      <section className={styles.card} aria-labelledby="ftp-connection">
        <h2 id="ftp-connection" className={styles.cardTitle}>
          <FormattedMessage id="ftp.connection.title" />
        </h2>
        <p>
          <FormattedMessage id="ftp.connection.text" />
        </p>
        <dl className={styles.details}>
          <div className={styles.detail}>
            <dt>
              <FormattedMessage id="ftp.connection.host" />
            </dt>
            <dd>
              <code className={styles.code}>{ftpHost(vendor.host)}</code>
            </dd>
          </div>
          <div className={styles.detail}>
            <dt>
              <FormattedMessage id="ftp.connection.user" />
            </dt>
            <dd>
              <code className={styles.code}>{customer.email}</code>
            </dd>
          </div>
          <div className={styles.detail}>
            <dt>
              <FormattedMessage id="ftp.connection.password" />
            </dt>
            <dd>
              <FormattedMessage id="ftp.connection.passwordValue" values={{ brand: vendor.name }} />
            </dd>
          </div>
          <div className={styles.detail}>
            <dt>
              <FormattedMessage id="ftp.connection.folder" />
            </dt>
            <dd>{folder}</dd>
          </div>
        </dl>
      </section>

      <section className={styles.card} aria-labelledby="ftp-upload">
        <h2 id="ftp-upload" className={styles.cardTitle}>
          <FormattedMessage id="ftp.upload.title" />
        </h2>
        <p>
          <FormattedMessage id="ftp.upload.text" values={{ folder }} />
        </p>
        <p className={styles.muted}>
          <FormattedMessage id="ftp.upload.security" />
        </p>
      </section>

      <CallbackForm customer={customer} />
    </div>
  );
}

function CallbackForm({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const titleId = useId();
  const urlRef = useRef<HTMLInputElement>(null);
  const saved = FtpCallbackFormatSchema.safeParse(customer.ftp?.callbackFormat);
  const [url, setUrl] = useState(customer.ftp?.callbackUrl ?? '');
  const [format, setFormat] = useState<FtpCallbackFormat>(saved.success ? saved.data : 'json');
  const [urlError, setUrlError] = useState(false);
  const update = useUpdateCustomer();

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = url.trim();
    const callbackUrl = trimmed === '' ? null : FtpCallbackUrlSchema.safeParse(trimmed);
    if (callbackUrl && !callbackUrl.success) {
      setUrlError(true);
      urlRef.current?.focus();
      return;
    }
    setUrlError(false);
    update.mutate(
      { ftp: { callbackUrl: callbackUrl ? callbackUrl.data : null, callbackFormat: format } },
      {
        // The saved record's changed flag brings the confirmation toast (CustomerChangeToast).
        onSuccess: (updated) => {
          setUrl(updated.ftp?.callbackUrl ?? '');
        },
      },
    );
  }

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        <FormattedMessage id="ftp.callback.title" />
      </h2>
      <p>
        <FormattedMessage id="ftp.callback.text" />
      </p>
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField
          ref={urlRef}
          name="callbackUrl"
          type="url"
          inputMode="url"
          autoComplete="url"
          label={<FormattedMessage id="ftp.callback.urlLabel" />}
          hint={<FormattedMessage id="ftp.callback.urlHint" />}
          error={urlError ? intl.formatMessage({ id: 'ftp.callback.invalidUrl' }) : undefined}
          value={url}
          maxLength={2000}
          onChange={(event) => {
            setUrl(event.target.value);
          }}
        />

        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>
            <FormattedMessage id="ftp.callback.formatLegend" />
          </legend>
          <div className={styles.choices}>
            {FTP_CALLBACK_FORMATS.map((choice) => (
              <label key={choice} className={styles.choice}>
                <input
                  type="radio"
                  name="callbackFormat"
                  value={choice}
                  checked={format === choice}
                  onChange={() => {
                    setFormat(choice);
                  }}
                />
                <FormattedMessage id={`ftp.callback.${choice}`} />
              </label>
            ))}
          </div>
        </fieldset>

        {update.isError ? (
          <Banner tone="danger" role="alert">
            <FormattedMessage id="ftp.callback.saveError" />
          </Banner>
        ) : null}

        <div>
          <Button type="submit" disabled={update.isPending}>
            <FormattedMessage id={update.isPending ? 'ftp.callback.saving' : 'ftp.callback.save'} />
          </Button>
        </div>
      </form>
    </section>
  );
}
