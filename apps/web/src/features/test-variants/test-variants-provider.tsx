import {
  NOOP_PROVIDER,
  OpenFeature,
  OpenFeatureProvider,
  type EvaluationContext,
  type Provider,
} from '@openfeature/react-sdk';
import { useEffect, type ReactNode } from 'react';
import { personalisationProvider } from '@/features/test-variants/lib/personalisation-provider';

/** Our tests' own OpenFeature domain, so no other provider answers them. */
export const TEST_VARIANTS_DOMAIN = 'test-variants';

interface TestVariantsProviderProps {
  /** The personalisation service; none (not configured, or no analytics consent): control. */
  url: string | undefined;
  /** Who asks (keep it stable): the same customer always sees the same variant. */
  context: EvaluationContext;
  createProvider?: (url: string) => Provider;
  children: ReactNode;
}

/**
 * Lets the pages below ask for their test variant (useTestVariant). Until the service answers,
 * and without one, every test shows its control.
 */
export function TestVariantsProvider({
  url,
  context,
  createProvider = personalisationProvider,
  children,
}: TestVariantsProviderProps) {
  useEffect(() => {
    if (!url) {
      return;
    }
    OpenFeature.setProvider(TEST_VARIANTS_DOMAIN, createProvider(url), context);
    return () => {
      // Consent withdrawn or signed out: the service is closed and not asked again.
      OpenFeature.setProvider(TEST_VARIANTS_DOMAIN, NOOP_PROVIDER);
    };
  }, [url, context, createProvider]);
  return (
    <OpenFeatureProvider domain={TEST_VARIANTS_DOMAIN} suspend={false}>
      {children}
    </OpenFeatureProvider>
  );
}
