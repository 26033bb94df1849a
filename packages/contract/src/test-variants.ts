import { z } from 'zod/mini';

/** The two sides of an A/B test; 'control' is what every customer sees without a test. */
export const TEST_VARIANTS = ['control', 'A'] as const;
export type TestVariant = (typeof TEST_VARIANTS)[number];
export const CONTROL_VARIANT: TestVariant = 'control';

/**
 * A test-variant response of the personalisation service: a non-empty array of experiences
 * whose first is 'control' or 'A' (the spec's rule). Later entries are the service's business.
 */
export const TestVariantResponseSchema = z.tuple([z.enum(TEST_VARIANTS)], z.unknown());

/** The variant to show for a response: its first experience, or the control when it is bad. */
export function resolveTestVariant(response: unknown): TestVariant {
  const parsed = TestVariantResponseSchema.safeParse(response);
  return parsed.success ? parsed.data[0] : CONTROL_VARIANT;
}
