import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import { insertAlbum, insertAlbumPhotoRows } from '../albums/albums.public.ts';
import { findPhotosByIds } from '../photo-management/photo-management.public.ts';

export interface LegacyParticipant {
  /** The customer's token `sub`; undefined for someone invited by e-mail who never signed up. */
  userId: string | undefined;
  email: string;
}

export interface LegacySharedAlbum {
  ownerId: string;
  ownerEmail: string;
  name: string;
  participants: LegacyParticipant[];
  /** Photos in the album: the owner's or a participant's, each with its owner. */
  photos: { photoId: string; ownerId: string }[];
  /** When it was made and shared; now when not given. */
  created?: string;
  /** A fixed id (demo data); a new one when not given. */
  id?: string;
}

/**
 * Writes a shared album as the legacy service left it. Nothing in the product shares albums any
 * more; this is for demo data and tests. Returns the album id.
 */
export async function insertLegacySharedAlbum(
  db: Kysely<Database>,
  album: LegacySharedAlbum,
): Promise<string> {
  const id = album.id ?? randomUUID();
  const created = album.created ?? new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await insertAlbum(trx, {
      id,
      owner_id: album.ownerId,
      name: album.name,
      created_at: created,
      updated_at: created,
    });
    await trx
      .insertInto('shared_albums')
      .values({ album_id: id, owner_email: album.ownerEmail, shared_at: created })
      .execute();
    if (album.participants.length > 0) {
      await trx
        .insertInto('shared_albums_participants')
        .values(
          album.participants.map((participant) => ({
            album_id: id,
            participant_id: participant.userId ?? `invitation-${randomUUID()}`,
            user_id: participant.userId ?? null,
            email: participant.email,
            joined_at: created,
          })),
        )
        .execute();
    }
    const photoIds = album.photos.map((photo) => photo.photoId);
    if (photoIds.length > 0) {
      const rows = await findPhotosByIds(trx, photoIds);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const values = album.photos.flatMap((photo, index) => {
        const row = byId.get(photo.photoId);
        if (!row || row.owner_id !== photo.ownerId) {
          return [];
        }
        return [
          {
            album_id: id,
            photo_id: row.id,
            photo_owner_id: row.owner_id,
            // Spread a little, so "newest added" (the cover) is the last photo listed.
            added_at: new Date(Date.parse(created) + index).toISOString(),
            photo_created_at: row.created_at,
            photo_taken_sort: row.taken_sort,
          },
        ];
      });
      await insertAlbumPhotoRows(trx, values);
    }
  });
  return id;
}
