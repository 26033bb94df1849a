import { z } from 'zod/mini';

/**
 * Temp selections (photo-management `/temp-selections`): the photos handed to the prints
 * editor. The editor reads them back with `GET /temp-selections/{id}`.
 */

export const TEMP_SELECTION_MAX_PHOTOS = 500;
export const TempSelectionBodySchema = z.object({
  photoIds: z
    .array(z.string().check(z.minLength(1), z.maxLength(100)))
    .check(z.minLength(1), z.maxLength(TEMP_SELECTION_MAX_PHOTOS)),
});
export type TempSelectionBody = z.infer<typeof TempSelectionBodySchema>;
export const CreatedTempSelectionSchema = z.object({ tempSelectionId: z.string() });
export const TempSelectionSchema = z.object({ photoIds: z.array(z.string()) });
export type TempSelection = z.infer<typeof TempSelectionSchema>;
export const TempSelectionIdParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** The prints editor opens with this product chosen. */
export const PRINTS_PRODUCT_CODE = 'PAP_910';
/** The 'Adding {amount} photos to editor...' overlay stays at least this long. */
export const PRINTS_TRANSFER_MIN_MS = 3000;
