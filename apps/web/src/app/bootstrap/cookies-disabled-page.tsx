import { FormattedMessage, useIntl } from 'react-intl';
import type { Vendor } from '@my-account/contract/vendors';
import { MessagePage } from '@/components/message-page/message-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BrandLogo } from '@/features/vendor/components/brand-logo';

/** Local storage cannot be written: the app cannot keep a session, so it says why. */
export function CookiesDisabledPage({ vendor }: { vendor: Vendor | undefined }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'app.cookiesPageTitle' }), vendor?.name);
  return (
    <main id="main-content">
      <MessagePage
        fullScreen
        icon="cookie"
        top={vendor ? <BrandLogo vendor={vendor} height={34} /> : undefined}
        title={<FormattedMessage id="app.cookiesDisabled" />}
      />
    </main>
  );
}
