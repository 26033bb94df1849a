import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { MessagePage } from '@/components/message-page/message-page';
import { useDocumentTitle } from '@/lib/use-document-title';

interface UnexpectedErrorPageProps {
  /** Inside the shell, whose main landmark already holds the page. */
  inShell?: boolean;
  /** For pages shown before the vendor is known to the runtime (bootstrap). */
  brandName?: string | undefined;
}

/** Something failed that only a reload can mend (config, texts, a crashed page): offer one. */
export function UnexpectedErrorPage({ inShell = false, brandName }: UnexpectedErrorPageProps) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'app.errorTitle' }), brandName);
  const page = (
    <MessagePage
      fullScreen={!inShell}
      icon="warning"
      title={<FormattedMessage id="app.errorTitle" />}
      actions={
        <Button
          onClick={() => {
            window.location.reload();
          }}
        >
          <FormattedMessage id="app.tryAgain" />
        </Button>
      }
    >
      <FormattedMessage id="app.unexpectedError" />
    </MessagePage>
  );
  return inShell ? page : <main id="main-content">{page}</main>;
}
