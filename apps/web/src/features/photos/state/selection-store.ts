import {
  deselectAll,
  EMPTY_SELECTION,
  selectRange,
  setGroup,
  toggleGroup,
  toggleOne,
  withoutIds,
  type SelectionState,
} from '@/features/photos/lib/selection';
import { createStore } from '@/features/photos/state/create-store';

/** Which photos are selected; the rules are the pure functions of lib/selection. */
export const selectionStore = createStore<SelectionState>(EMPTY_SELECTION);

export const selectionActions = {
  start: () => {
    selectionStore.set((state) => (state.active ? state : { ...state, active: true }));
  },
  toggle: (id: string) => {
    selectionStore.set((state) => toggleOne(state, id));
  },
  range: (orderedIds: readonly string[], id: string) => {
    selectionStore.set((state) => selectRange(state, orderedIds, id));
  },
  toggleGroup: (ids: readonly string[]) => {
    selectionStore.set((state) => toggleGroup(state, ids));
  },
  /** Selects (true) or deselects (false) all of `ids`: a month's "Select all". */
  setGroup: (ids: readonly string[], selected: boolean) => {
    selectionStore.set((state) => setGroup(state, ids, selected));
  },
  deselectAll: () => {
    selectionStore.set(deselectAll);
  },
  forget: (ids: readonly string[]) => {
    selectionStore.set((state) => withoutIds(state, ids));
  },
  /** Leaves selection mode (also after a successful bulk action). */
  end: () => {
    selectionStore.set(() => EMPTY_SELECTION);
  },
};
