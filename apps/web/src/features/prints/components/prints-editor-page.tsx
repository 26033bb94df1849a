import { useIntl } from 'react-intl';
import { Banner } from '@/components/banner/banner';
import { ButtonLink } from '@/components/button/button-link';
import { PageLoader } from '@/components/spinner/page-loader';
import { isHttpError } from '@/lib/http-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTempSelection } from '@/features/prints/api/get-temp-selection';
import { SelectedPhotoGrid } from '@/features/prints/components/selected-photo-grid';
import styles from '@/features/prints/components/prints-editor-page.module.css';

export interface EditorHandoffParams {
  vendor: string | undefined;
  product: string | undefined;
  channel: string | undefined;
  tempSelectionId: string | undefined;
}

interface PrintsEditorPageProps {
  handoff: EditorHandoffParams;
  /** Where the customer goes back to choose photos. */
  photosPath: string;
}

/**
 * Our prints editor entry page (decision 0091): what a prints editor receives from the
 * handoff - the temp selection's photos, the product and the channel - so the handoff can be
 * followed end to end without the real editor.
 */
export function PrintsEditorPage({ handoff, photosPath }: PrintsEditorPageProps) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'prints.editor.pageTitle' }));
  const selection = useTempSelection(handoff.tempSelectionId);

  const back = (
    <ButtonLink to={photosPath} variant="secondary">
      {intl.formatMessage({ id: 'prints.editor.backToPhotos' })}
    </ButtonLink>
  );

  const details: [string, string | undefined][] = [
    [
      intl.formatMessage({ id: 'prints.editor.product' }),
      handoff.product
        ? intl.formatMessage({ id: 'prints.editor.productName' }, { code: handoff.product })
        : undefined,
    ],
    [intl.formatMessage({ id: 'prints.editor.channel' }), handoff.channel],
    [intl.formatMessage({ id: 'prints.editor.vendor' }), handoff.vendor],
  ];

  let body;
  if (!handoff.tempSelectionId) {
    body = <Banner tone="info">{intl.formatMessage({ id: 'prints.editor.missing' })}</Banner>;
  } else if (selection.isPending) {
    body = <PageLoader label={intl.formatMessage({ id: 'prints.editor.loading' })} />;
  } else if (selection.isError) {
    body = (
      <Banner tone="danger" role="alert">
        {intl.formatMessage({
          id: isHttpError(selection.error, 404) ? 'prints.editor.notFound' : 'prints.editor.failed',
        })}
      </Banner>
    );
  } else {
    body = <SelectedPhotoGrid photoIds={selection.data.photoIds} />;
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{intl.formatMessage({ id: 'prints.editor.eyebrow' })}</p>
        <h1 className={styles.title}>{intl.formatMessage({ id: 'prints.editor.title' })}</h1>
        <p className={styles.intro}>{intl.formatMessage({ id: 'prints.editor.intro' })}</p>
      </header>
      <dl className={styles.details}>
        {details.map(([label, value]) => (
          <div key={label} className={styles.detail}>
            <dt>{label}</dt>
            <dd>{value ?? '-'}</dd>
          </div>
        ))}
      </dl>
      {body}
      <div>{back}</div>
    </div>
  );
}
