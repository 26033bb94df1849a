import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '@/components/button/button-link';
import { MessagePage } from '@/components/message-page/message-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any path the app does not know. */
export function NotFoundRoute() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'notFound.title' }));
  return (
    <MessagePage
      icon="compass"
      eyebrow={<FormattedMessage id="notFound.eyebrow" />}
      title={<FormattedMessage id="notFound.title" />}
      actions={
        <ButtonLink to={paths.home}>
          <FormattedMessage id="notFound.action" />
        </ButtonLink>
      }
    >
      <FormattedMessage id="notFound.text" />
    </MessagePage>
  );
}
