import { useMemo, useState } from 'react';
import { EMPTY_SELECTION, selectionActionsFor, type SelectionState } from '@/lib/photos/selection';

/**
 * The selection of one album page (it ends when the page is left), with the timeline's rules:
 * toggle, Shift-click ranges, select all.
 */
export function useAlbumSelection() {
  const [selection, setSelection] = useState<SelectionState>(EMPTY_SELECTION);
  const actions = useMemo(() => selectionActionsFor(setSelection), []);
  return { selection, ...actions };
}

export type AlbumSelectionState = ReturnType<typeof useAlbumSelection>;
