/** Selection mode of an album page: whether it is on and which photos are chosen. */
export interface AlbumSelection {
  active: boolean;
  ids: ReadonlySet<string>;
}

export const NO_SELECTION: AlbumSelection = { active: false, ids: new Set() };

export function toggleId(state: AlbumSelection, id: string): AlbumSelection {
  const ids = new Set(state.ids);
  if (ids.has(id)) {
    ids.delete(id);
  } else {
    ids.add(id);
  }
  return { active: true, ids };
}

/** Spec: select all chooses every loaded photo; when all already are, it deselects them. */
export function toggleAll(state: AlbumSelection, allIds: readonly string[]): AlbumSelection {
  const everySelected = allIds.length > 0 && allIds.every((id) => state.ids.has(id));
  return { active: true, ids: everySelected ? new Set() : new Set(allIds) };
}

export function allSelected(state: AlbumSelection, allIds: readonly string[]): boolean {
  return allIds.length > 0 && allIds.every((id) => state.ids.has(id));
}

/** Keeps only ids still shown (after a removal or a reload), in selection mode. */
export function keepOnly(state: AlbumSelection, shownIds: readonly string[]): AlbumSelection {
  const shown = new Set(shownIds);
  const ids = new Set([...state.ids].filter((id) => shown.has(id)));
  return ids.size === state.ids.size ? state : { ...state, ids };
}
