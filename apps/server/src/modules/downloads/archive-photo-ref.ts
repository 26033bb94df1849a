import { z } from 'zod';

/** A photo of an archive: its id and its owner (someone else's in a shared album). */
export const ArchivePhotoRefSchema = z.object({ photoId: z.string(), ownerId: z.string() });
export type ArchivePhotoRef = z.infer<typeof ArchivePhotoRefSchema>;
export const ArchivePhotoRefsSchema = z.array(ArchivePhotoRefSchema);
