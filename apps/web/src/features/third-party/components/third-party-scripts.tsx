import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { Consent } from '@my-account/contract/consent';
import { breakpointForWidth } from '@/lib/breakpoints';
import { useRuntime } from '@/lib/runtime-context';
import {
  hasWithdrawnScript,
  loadScript,
  setHelpChatVisibility,
} from '@/features/third-party/lib/script-elements';
import { helpChatVisible, plannedScripts } from '@/features/third-party/lib/third-party-plan';

interface ThirdPartyScriptsProps {
  consent: Consent;
  /** A script cannot be unloaded: when its consent is withdrawn the page starts afresh. */
  reload?: () => void;
}

const reloadPage = () => {
  window.location.reload();
};

/**
 * Loads the configured consent manager, help chat and feedback widget as their consent and the
 * page allow, and shows or hides the help chat as the customer moves between pages.
 */
export function ThirdPartyScripts({ consent, reload = reloadPage }: ThirdPartyScriptsProps) {
  const { config, vendor, publicConfig } = useRuntime();
  const { pathname } = useLocation();
  // The feedback widget is chosen once per page, for the screen it starts on.
  const [smallScreen] = useState(() => breakpointForWidth(window.innerWidth) === 'small');
  const context = useMemo(
    () => ({
      config: config.thirdParty,
      consent,
      locale: vendor.locale,
      smallScreen,
      pathname,
      helpChatEnabled: publicConfig.helpChatEnabled,
    }),
    [config.thirdParty, consent, vendor.locale, smallScreen, pathname, publicConfig],
  );

  useEffect(() => {
    if (hasWithdrawnScript(context.consent)) {
      reload();
      return;
    }
    for (const script of plannedScripts(context)) {
      loadScript(script);
    }
    if (context.config.helpChat) {
      setHelpChatVisibility(helpChatVisible(context));
    }
  }, [context, reload]);

  return null;
}
