import { useMemo, useState } from 'react';
import {
  keepOnly,
  NO_SELECTION,
  toggleAll,
  toggleId,
  type AlbumSelection,
} from '@/features/albums/lib/album-selection';

/** The selection of one album page (it ends when the page is left). */
export function useAlbumSelection() {
  const [selection, setSelection] = useState<AlbumSelection>(NO_SELECTION);
  const actions = useMemo(
    () => ({
      start: () => {
        setSelection((state) => (state.active ? state : { ...state, active: true }));
      },
      end: () => {
        setSelection(NO_SELECTION);
      },
      toggle: (id: string) => {
        setSelection((state) => toggleId(state, id));
      },
      toggleAll: (ids: readonly string[]) => {
        setSelection((state) => toggleAll(state, ids));
      },
      deselectAll: () => {
        setSelection((state) => ({ ...state, ids: new Set() }));
      },
      keepOnly: (ids: readonly string[]) => {
        setSelection((state) => keepOnly(state, ids));
      },
    }),
    [],
  );
  return { selection, ...actions };
}

export type AlbumSelectionState = ReturnType<typeof useAlbumSelection>;
