import { z } from 'zod/mini';

/**
 * Reorder (`/api/reorder`, spec: "availability check by order code, then direct reorder that
 * returns a shop URL"; decision 0214).
 */
export const REORDER_UNAVAILABLE_REASONS = ['cancelled', 'notSold', 'tooOld'] as const;

export const ReorderStatusSchema = z.object({
  orderCode: z.string(),
  isAvailable: z.boolean(),
  /** Why not, when it is not available; null when it is. */
  reason: z.nullable(z.enum(REORDER_UNAVAILABLE_REASONS)),
});
export type ReorderStatus = z.infer<typeof ReorderStatusSchema>;

export const ReorderResponseSchema = z.object({ ShopUrl: z.url() });
export type ReorderResponse = z.infer<typeof ReorderResponseSchema>;

const OrderCode = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
export const ReorderStatusParamsSchema = z.object({ orderCode: OrderCode });
export const ReorderQuerySchema = z.object({ OrderCode });

/** Orders older than this can no longer be reordered (their files may be gone). */
export const REORDER_MAX_AGE_DAYS = 730;

/** Article codes the shops no longer sell (demo data). */
export const DISCONTINUED_ARTICLE_CODES: readonly string[] = ['PAP_050', 'PAP_777'];

export const REORDER_ERROR_CODES = { unavailable: 'REORDER_UNAVAILABLE' } as const;
