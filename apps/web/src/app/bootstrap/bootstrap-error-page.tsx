import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { MessagePage } from '@/components/message-page/message-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Config or texts could not be loaded: nothing else can work, so offer to try again. */
export function BootstrapErrorPage({ brandName }: { brandName?: string | undefined }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'app.errorTitle' }), brandName);
  return (
    <main id="main-content">
      <MessagePage
        fullScreen
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
    </main>
  );
}
