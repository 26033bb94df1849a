/** Tables owned by the albums module. */
export interface AlbumsTable {
  id: string;
  /** The owner's token `sub`. */
  owner_id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

/**
 * A photo in an album. The photo's sort values are copied in (they never change), so a page of
 * an album walks one index instead of sorting the joined photos.
 */
export interface AlbumPhotosTable {
  album_id: string;
  photo_id: string;
  /** Who owns the photo: the album's owner, or in a shared album a participant who added it. */
  photo_owner_id: string;
  /** When it was added: the newest added photo is the cover. */
  added_at: string;
  photo_created_at: string;
  photo_taken_sort: string;
}

export interface AlbumsTables {
  albums: AlbumsTable;
  albums_photos: AlbumPhotosTable;
}
