import type { ReactNode } from 'react';
import { ButtonLink, ExternalButtonLink } from '@/components/button/button-link';
import type { IconName } from '@/components/icon/icon';
import { MessagePage } from '@/components/message-page/message-page';
import { usePublicConfig } from '@/lib/runtime-context';
import { useDocumentTitle } from '@/lib/use-document-title';

interface PublicMessagePageProps {
  /** The tab's title ("{page} | {brand}"). */
  documentTitle: string;
  /** The brand's logo above the card: these pages have no shell. */
  logo: ReactNode;
  icon: IconName;
  title: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}

/**
 * A page of its own outside the shell, where the links of our mails land (confirmations and
 * their results): the brand's logo over one message card, as the page's main content.
 */
export function PublicMessagePage({ documentTitle, logo, ...card }: PublicMessagePageProps) {
  useDocumentTitle(documentTitle);
  return (
    <main id="main-content">
      <MessagePage fullScreen top={logo} {...card} />
    </main>
  );
}

interface TryAgainActionsProps {
  /** Where a new link is asked for. */
  tryAgainPath: string;
  tryAgainLabel: ReactNode;
  /** Shown when the brand has a customer care link (public config). */
  contactLabel: ReactNode;
}

/** The way on from a mail link that did not work: try again, or ask customer care. */
export function TryAgainActions({
  tryAgainPath,
  tryAgainLabel,
  contactLabel,
}: TryAgainActionsProps) {
  const { links } = usePublicConfig();
  return (
    <>
      <ButtonLink to={tryAgainPath}>{tryAgainLabel}</ButtonLink>
      {links.customerCare ? (
        <ExternalButtonLink variant="secondary" href={links.customerCare}>
          {contactLabel}
        </ExternalButtonLink>
      ) : null}
    </>
  );
}
