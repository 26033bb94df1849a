import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { MessagePage } from '@/components/message-page/message-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Sign-in failed (already reported as 'Auth Error'); the user can start again. */
export function AuthErrorPage({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'auth.errorTitle' }));
  return (
    <main id="main-content">
      <MessagePage
        fullScreen
        icon="warning"
        eyebrow={<FormattedMessage id="auth.errorCode" />}
        title={<FormattedMessage id="auth.errorTitle" />}
        actions={
          <Button onClick={onRetry}>
            <FormattedMessage id="app.tryAgain" />
          </Button>
        }
      >
        <FormattedMessage id="app.unexpectedError" />
      </MessagePage>
    </main>
  );
}
