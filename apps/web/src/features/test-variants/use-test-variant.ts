import { useCallback, useContext, useSyncExternalStore } from 'react';
import {
  CONTROL_VARIANT,
  resolveTestVariant,
  type TestVariant,
} from '@my-account/contract/test-variants';
import { VariantSourceContext } from '@/features/test-variants/variant-source-context';

/** The default answer. */
const CONTROL_ONLY = [CONTROL_VARIANT];

/**
 * The variant of an A/B test this customer sees: the personalisation service's answer when it
 * is a non-empty array starting with "control" or "A", else the control (the spec's rule).
 */
export function useTestVariant(testName: string): TestVariant {
  const source = useContext(VariantSourceContext);
  const read = useCallback(
    () => resolveTestVariant(source.read(testName, CONTROL_ONLY)),
    [source, testName],
  );
  return useSyncExternalStore(source.subscribe, read, read);
}
