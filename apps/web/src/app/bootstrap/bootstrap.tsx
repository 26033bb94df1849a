import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { fallbackPublicConfig } from '@my-account/contract/public-config';
import { DEFAULT_LOCALE, vendorForHost } from '@my-account/contract/vendors';
import { PageLoader } from '@/components/spinner/page-loader';
import { isLocalStorageWritable } from '@/lib/storage';
import { usePublicConfigQuery } from '@/features/vendor/api/get-public-config';
import { applyBranding } from '@/features/vendor/lib/apply-branding';
import {
  appConfigQueryOptions,
  bundledMessagesQueryOptions,
  messagesQueryOptions,
} from '@/app/bootstrap/bootstrap-queries';
import { UnexpectedErrorPage } from '@/app/unexpected-error-page';
import { CookiesDisabledPage } from '@/app/bootstrap/cookies-disabled-page';
import { AppProviders } from '@/app/provider';

/**
 * Loads what the app needs before it renders (config, texts, the vendor's public config) and
 * shows a loader meanwhile. Without writable local storage it shows the cookies page instead.
 */
export function Bootstrap() {
  const [storageWritable] = useState(isLocalStorageWritable);
  const configQuery = useQuery(appConfigQueryOptions);
  const config = configQuery.data;
  const vendor = useMemo(
    () => (config ? vendorForHost(window.location.host, config.defaultVendorHost) : undefined),
    [config],
  );
  // Without config the vendor is unknown, but en-GB texts still explain the failure.
  const locale = vendor?.locale ?? (configQuery.isError ? DEFAULT_LOCALE : undefined);
  const messagesQuery = useQuery({
    ...messagesQueryOptions(locale ?? DEFAULT_LOCALE),
    enabled: locale !== undefined,
  });
  const bundledQuery = useQuery({ ...bundledMessagesQueryOptions, enabled: messagesQuery.isError });
  const publicConfigQuery = usePublicConfigQuery(
    vendor?.host ?? '',
    Boolean(vendor) && storageWritable,
  );

  const loaded = messagesQuery.data;
  useEffect(() => {
    if (vendor) {
      applyBranding(vendor, loaded?.locale ?? DEFAULT_LOCALE);
    }
  }, [vendor, loaded?.locale]);

  if (!loaded) {
    if (bundledQuery.data) {
      return (
        <IntlProvider locale={DEFAULT_LOCALE} messages={bundledQuery.data}>
          <UnexpectedErrorPage />
        </IntlProvider>
      );
    }
    return <PageLoader fullScreen />;
  }

  const intl = (children: ReactNode) => (
    <IntlProvider locale={loaded.locale} defaultLocale={DEFAULT_LOCALE} messages={loaded.messages}>
      {children}
    </IntlProvider>
  );

  if (!storageWritable) {
    return intl(<CookiesDisabledPage vendor={vendor} />);
  }
  if (!config || !vendor) {
    return intl(<UnexpectedErrorPage brandName={vendor?.name} />);
  }
  // The spec's fallback: a vendor without public configuration still gets the app.
  const publicConfig =
    publicConfigQuery.data ??
    (publicConfigQuery.isError ? fallbackPublicConfig(vendor.host) : undefined);
  if (!publicConfig) {
    return <PageLoader fullScreen />;
  }
  return (
    <AppProviders
      runtime={{ config, vendor, publicConfig, locale: loaded.locale }}
      messages={loaded.messages}
    />
  );
}
