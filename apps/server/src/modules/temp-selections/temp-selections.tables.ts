/** Tables owned by the temp-selections module. */
export interface TempSelectionsTable {
  id: string;
  /** The creator's token `sub`: only they can read it back. */
  owner_id: string;
  /** JSON: string[] of photo ids, in the order chosen. */
  photo_ids: string;
  created_at: string;
  expires_at: string;
}

export interface TempSelectionsTables {
  temp_selections: TempSelectionsTable;
}
