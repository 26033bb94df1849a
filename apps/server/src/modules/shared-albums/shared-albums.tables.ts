/**
 * Tables owned by the shared-albums module (legacy data: nothing here creates sharing). A shared
 * album is an album (albums table) of its owner with a row here; its photos are albums_photos
 * rows, whose photo_owner_id may be a participant's.
 */
export interface SharedAlbumsTable {
  album_id: string;
  /** The owner's e-mail, as the participants see it. */
  owner_email: string;
  shared_at: string;
}

export interface SharedAlbumParticipantsTable {
  album_id: string;
  /** The participant's id: their token `sub`, or an invitation id for an e-mail-only participant. */
  participant_id: string;
  /** The customer's token `sub`; null for someone invited by e-mail who never signed up. */
  user_id: string | null;
  email: string;
  joined_at: string;
}

export interface SharedAlbumsTables {
  shared_albums: SharedAlbumsTable;
  shared_albums_participants: SharedAlbumParticipantsTable;
}
