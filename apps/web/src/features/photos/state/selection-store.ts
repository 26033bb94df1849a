import { EMPTY_SELECTION, selectionActionsFor, type SelectionState } from '@/lib/photos/selection';
import { createStore } from '@/features/photos/state/create-store';

/** Which photos of the timeline are selected; the rules are the shared ones of lib/photos. */
export const selectionStore = createStore<SelectionState>(EMPTY_SELECTION);

export const selectionActions = selectionActionsFor(selectionStore.set);
