import { describe, expect, it } from 'vitest';
import {
  areAllSelected,
  deselectAll,
  EMPTY_SELECTION,
  selectRange,
  toggleGroup,
  toggleOne,
  withoutIds,
  setGroup,
  isMonthSelected,
  selectionActionsFor,
  type SelectionState,
} from '@/lib/photos/selection';

const ORDER = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('selection', () => {
  it('enters selection mode on the first toggle and toggles back off', () => {
    const one = toggleOne(EMPTY_SELECTION, 'b');
    expect(one.active).toBe(true);
    expect([...one.ids]).toEqual(['b']);
    const none = toggleOne(one, 'b');
    expect(none.ids.size).toBe(0);
    expect(none.active).toBe(true);
  });

  it('selects a range from the anchor in either direction', () => {
    const anchored = toggleOne(EMPTY_SELECTION, 'b');
    expect([...selectRange(anchored, ORDER, 'e').ids].sort()).toEqual(['b', 'c', 'd', 'e']);
    const backwards = toggleOne(EMPTY_SELECTION, 'e');
    expect([...selectRange(backwards, ORDER, 'c').ids].sort()).toEqual(['c', 'd', 'e']);
  });

  it('treats a range without an anchor as a plain toggle', () => {
    expect([...selectRange(EMPTY_SELECTION, ORDER, 'c').ids]).toEqual(['c']);
  });

  it('toggles a month: all on, then all off when all are selected', () => {
    const month = ['c', 'd'];
    const partly = toggleOne(EMPTY_SELECTION, 'c');
    const all = toggleGroup(partly, month);
    expect(areAllSelected(all, month)).toBe(true);
    const off = toggleGroup(all, month);
    expect(off.ids.size).toBe(0);
    expect(areAllSelected(off, [])).toBe(false);
  });

  it('deselects all but stays in selection mode, and forgets deleted photos', () => {
    const state = toggleGroup(EMPTY_SELECTION, ['a', 'b', 'c']);
    expect(deselectAll(state)).toMatchObject({ active: true });
    expect(deselectAll(state).ids.size).toBe(0);
    expect([...withoutIds(state, ['b']).ids]).toEqual(['a', 'c']);
  });
});

describe('month select-all', () => {
  it('selects and deselects a whole group, whatever each photo was', () => {
    const some = toggleOne(EMPTY_SELECTION, 'b');
    const all = setGroup(some, ['a', 'b', 'c'], true);
    expect([...all.ids].sort()).toEqual(['a', 'b', 'c']);
    expect(all.active).toBe(true);
    const none = setGroup(toggleOne(all, 'z'), ['a', 'b', 'c'], false);
    expect([...none.ids]).toEqual(['z']);
  });

  it('counts a month selected only when as many of its photos as it holds are selected', () => {
    const loaded = ['a', 'b'];
    const twoOfThree = setGroup(EMPTY_SELECTION, loaded, true);
    // Both loaded photos are selected, but the month holds three.
    expect(isMonthSelected(twoOfThree, loaded, 3)).toBe(false);
    const all = setGroup(twoOfThree, ['a', 'b', 'c'], true);
    expect(isMonthSelected(all, ['a', 'b', 'c', 'a'], 3)).toBe(true);
    // A known id that was deleted meanwhile (not selected) does not count.
    expect(isMonthSelected(setGroup(all, ['c'], false), ['a', 'b', 'c', 'gone'], 2)).toBe(true);
    expect(isMonthSelected(EMPTY_SELECTION, [], 0)).toBe(false);
  });
});

describe('selectionActionsFor', () => {
  it('applies the rules to whatever holds the selection', () => {
    let state: SelectionState = EMPTY_SELECTION;
    const actions = selectionActionsFor((change) => {
      state = change(state);
    });
    actions.start();
    expect(state).toMatchObject({ active: true });
    actions.toggle('b');
    actions.range(ORDER, 'd');
    expect([...state.ids].sort()).toEqual(['b', 'c', 'd']);
    actions.forget(['c']);
    expect([...state.ids].sort()).toEqual(['b', 'd']);
    actions.end();
    expect(state).toBe(EMPTY_SELECTION);
  });
});
