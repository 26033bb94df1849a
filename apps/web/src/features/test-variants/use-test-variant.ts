import { useObjectFlagValue } from '@openfeature/react-sdk';
import {
  CONTROL_VARIANT,
  resolveTestVariant,
  type TestVariant,
} from '@my-account/contract/test-variants';

/** The default answer; one array for good, as the SDK re-evaluates when the default changes. */
const CONTROL_ONLY = [CONTROL_VARIANT];

/**
 * The variant of an A/B test this customer sees: the personalisation service's answer when it
 * is a non-empty array starting with "control" or "A", else the control (the spec's rule).
 */
export function useTestVariant(testName: string): TestVariant {
  return resolveTestVariant(useObjectFlagValue(testName, CONTROL_ONLY));
}
