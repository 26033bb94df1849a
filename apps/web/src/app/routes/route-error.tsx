import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRouteError } from 'react-router';
import { Button } from '@/components/button/button';
import { MessagePage } from '@/components/message-page/message-page';
import { reportError } from '@/lib/report-error';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A page crashed while rendering: report it and offer a reload. */
export function RouteError({ inShell = false }: { inShell?: boolean }) {
  const intl = useIntl();
  const error = useRouteError();
  useDocumentTitle(intl.formatMessage({ id: 'app.errorTitle' }));
  useEffect(() => {
    reportError(error, 'Render error');
  }, [error]);
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
  // In the shell, the page sits inside the shell's main landmark already.
  return inShell ? page : <main id="main-content">{page}</main>;
}
