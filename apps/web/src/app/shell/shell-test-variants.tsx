import { useMemo, type ReactNode } from 'react';
import { useAppConfig, useRuntime } from '@/lib/runtime-context';
import { useSignedInUser } from '@/features/auth/use-auth';
import { useConsent } from '@/features/consent/consent-context';
import { TestVariantsProvider } from '@/features/test-variants/test-variants-provider';

/**
 * Test variants for the signed-in pages: the personalisation service is asked only with
 * analytics consent (it buckets the account), and by account, so a customer keeps their variant.
 */
export function ShellTestVariants({ children }: { children: ReactNode }) {
  const { personalisationUrl } = useAppConfig().thirdParty;
  const { vendor, locale } = useRuntime();
  const { claims } = useSignedInUser();
  const { consent } = useConsent();
  const context = useMemo(
    () => ({ targetingKey: claims.sub, vendor: vendor.host, locale }),
    [claims.sub, vendor.host, locale],
  );
  return (
    <TestVariantsProvider
      url={consent.analytics ? personalisationUrl : undefined}
      context={context}
    >
      {children}
    </TestVariantsProvider>
  );
}
