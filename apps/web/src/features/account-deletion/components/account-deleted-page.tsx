import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink, ExternalButtonLink } from '@/components/button/button-link';
import { MessagePage } from '@/components/message-page/message-page';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/lib/runtime-context';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * `/account-deleted` (public): the account and its data are gone. 'Create an account' starts
 * over at home (the sign-in page offers registration); 'View products' goes to the shop.
 */
export function AccountDeletedPage({ top }: { top?: ReactNode }) {
  const intl = useIntl();
  const { links } = usePublicConfig();
  const products = links.allProducts ?? links.storefront;
  useDocumentTitle(intl.formatMessage({ id: 'accountDeletion.deleted.documentTitle' }));
  return (
    <main id="main-content">
      <MessagePage
        fullScreen
        top={top}
        icon="check"
        title={<FormattedMessage id="accountDeletion.deleted.title" />}
        actions={
          <>
            <ButtonLink to={paths.home} variant={products ? 'secondary' : 'primary'}>
              <FormattedMessage id="accountDeletion.deleted.createAccount" />
            </ButtonLink>
            {products ? (
              <ExternalButtonLink href={products}>
                <FormattedMessage id="accountDeletion.deleted.viewProducts" />
              </ExternalButtonLink>
            ) : null}
          </>
        }
      >
        <FormattedMessage id="accountDeletion.deleted.text" />
      </MessagePage>
    </main>
  );
}
