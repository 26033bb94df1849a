/**
 * Selection rules of every photo view (the timeline, album pages) as pure functions over an
 * immutable state; `selectionActionsFor` applies them where a view keeps its selection.
 */
export interface SelectionState {
  /** Selection mode is on (it can be on with nothing selected, after "deselect all"). */
  active: boolean;
  ids: ReadonlySet<string>;
  /** The last photo clicked without Shift: one end of a Shift-click range. */
  anchorId: string | undefined;
}

export const EMPTY_SELECTION: SelectionState = {
  active: false,
  ids: new Set(),
  anchorId: undefined,
};

export function toggleOne(state: SelectionState, id: string): SelectionState {
  const ids = new Set(state.ids);
  if (ids.has(id)) {
    ids.delete(id);
  } else {
    ids.add(id);
  }
  return { active: true, ids, anchorId: id };
}

/**
 * Shift-click: selects every photo between the anchor and `id` in display order (both
 * included). Without an anchor that is still shown, it is a plain toggle.
 */
export function selectRange(
  state: SelectionState,
  orderedIds: readonly string[],
  id: string,
): SelectionState {
  const anchorIndex = state.anchorId === undefined ? -1 : orderedIds.indexOf(state.anchorId);
  const targetIndex = orderedIds.indexOf(id);
  if (anchorIndex < 0 || targetIndex < 0) {
    return toggleOne(state, id);
  }
  const [from, to] =
    anchorIndex <= targetIndex ? [anchorIndex, targetIndex] : [targetIndex, anchorIndex];
  const ids = new Set(state.ids);
  for (const rangeId of orderedIds.slice(from, to + 1)) {
    ids.add(rangeId);
  }
  return { active: true, ids, anchorId: state.anchorId };
}

export function areAllSelected(state: SelectionState, ids: readonly string[]): boolean {
  return ids.length > 0 && ids.every((id) => state.ids.has(id));
}

/** Select-all of a month: selects its photos, or deselects them when all already are. */
export function toggleGroup(state: SelectionState, ids: readonly string[]): SelectionState {
  const next = new Set(state.ids);
  if (areAllSelected(state, ids)) {
    for (const id of ids) {
      next.delete(id);
    }
  } else {
    for (const id of ids) {
      next.add(id);
    }
  }
  return { active: true, ids: next, anchorId: state.anchorId };
}

export function deselectAll(state: SelectionState): SelectionState {
  return { active: state.active, ids: new Set(), anchorId: undefined };
}

/** Forgets photos that no longer exist (after a deletion). */
export function withoutIds(state: SelectionState, removed: readonly string[]): SelectionState {
  if (!removed.some((id) => state.ids.has(id))) {
    return state;
  }
  const ids = new Set(state.ids);
  for (const id of removed) {
    ids.delete(id);
  }
  return { ...state, ids };
}

/** Selects (or deselects) all of `ids`, whatever each was. */
export function setGroup(
  state: SelectionState,
  ids: readonly string[],
  selected: boolean,
): SelectionState {
  const next = new Set(state.ids);
  for (const id of ids) {
    if (selected) {
      next.add(id);
    } else {
      next.delete(id);
    }
  }
  return { active: true, ids: next, anchorId: state.anchorId };
}

/**
 * Whether a month of `count` photos is wholly selected, knowing `knownIds` of its photos (those
 * loaded, or all of them once "Select all" fetched them).
 */
export function isMonthSelected(
  state: SelectionState,
  knownIds: readonly string[],
  count: number,
): boolean {
  if (count <= 0) {
    return false;
  }
  let selected = 0;
  for (const id of new Set(knownIds)) {
    if (state.ids.has(id)) {
      selected += 1;
    }
  }
  return selected >= count;
}

/** The selection's actions, each one of the rules above applied to the current state. */
export interface SelectionActions {
  /** Enters selection mode with nothing selected ("Select photos"). */
  start: () => void;
  toggle: (id: string) => void;
  /** Shift-click: `orderedIds` are the shown photos in display order. */
  range: (orderedIds: readonly string[], id: string) => void;
  /** Select all of a group (a month, an album page), or deselect it when all are selected. */
  toggleGroup: (ids: readonly string[]) => void;
  /** Selects (true) or deselects (false) all of `ids`: a month's "Select all". */
  setGroup: (ids: readonly string[], selected: boolean) => void;
  deselectAll: () => void;
  /** Forgets photos that no longer exist. */
  forget: (ids: readonly string[]) => void;
  /** Leaves selection mode (also after a successful bulk action). */
  end: () => void;
}

/**
 * Binds the rules to wherever a view keeps its selection: the timeline's external store, or an
 * album page's React state (`setState` takes the same updater functions).
 */
export function selectionActionsFor(
  update: (change: (state: SelectionState) => SelectionState) => void,
): SelectionActions {
  return {
    start: () => {
      update((state) => (state.active ? state : { ...state, active: true }));
    },
    toggle: (id) => {
      update((state) => toggleOne(state, id));
    },
    range: (orderedIds, id) => {
      update((state) => selectRange(state, orderedIds, id));
    },
    toggleGroup: (ids) => {
      update((state) => toggleGroup(state, ids));
    },
    setGroup: (ids, selected) => {
      update((state) => setGroup(state, ids, selected));
    },
    deselectAll: () => {
      update(deselectAll);
    },
    forget: (ids) => {
      update((state) => withoutIds(state, ids));
    },
    end: () => {
      update(() => EMPTY_SELECTION);
    },
  };
}
