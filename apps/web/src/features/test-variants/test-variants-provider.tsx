import type { EvaluationContext } from '@openfeature/web-sdk';
import { useEffect, useMemo, type ReactNode } from 'react';
import {
  CONTROL_SOURCE,
  openFeatureSource,
  type ProviderFactory,
  type VariantSource,
} from '@/features/test-variants/lib/variant-source';
import { VariantSourceContext } from '@/features/test-variants/variant-source-context';

interface TestVariantsProviderProps {
  /** The personalisation service; none (not configured, or no analytics consent): control. */
  url: string | undefined;
  /** Who asks (keep it stable): the same customer always sees the same variant. */
  context: EvaluationContext;
  createProvider?: ProviderFactory;
  children: ReactNode;
}

const personalisationProvider: ProviderFactory = async (url) =>
  (await import('@/features/test-variants/lib/personalisation-provider')).personalisationProvider(
    url,
  );

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
  const source = useMemo<VariantSource>(
    () => (url ? openFeatureSource(url, context, createProvider) : CONTROL_SOURCE),
    [url, context, createProvider],
  );
  useEffect(() => {
    source.start();
    return () => {
      source.close();
    };
  }, [source]);
  return <VariantSourceContext value={source}>{children}</VariantSourceContext>;
}
