import { describe, expect, it } from 'vitest';
import {
  allSelected,
  keepOnly,
  NO_SELECTION,
  toggleAll,
  toggleId,
} from '@/features/albums/lib/album-selection';

describe('album selection', () => {
  it('toggles one photo on and off, entering selection mode', () => {
    const one = toggleId(NO_SELECTION, 'a');
    expect(one.active).toBe(true);
    expect([...one.ids]).toEqual(['a']);
    expect([...toggleId(one, 'a').ids]).toEqual([]);
  });

  it('selects all, and deselects all when all are already selected', () => {
    const all = toggleAll(toggleId(NO_SELECTION, 'a'), ['a', 'b', 'c']);
    expect([...all.ids]).toEqual(['a', 'b', 'c']);
    expect(allSelected(all, ['a', 'b', 'c'])).toBe(true);
    expect(toggleAll(all, ['a', 'b', 'c']).ids.size).toBe(0);
    expect(allSelected(NO_SELECTION, [])).toBe(false);
  });

  it('forgets photos that are no longer shown', () => {
    const state = toggleAll(NO_SELECTION, ['a', 'b']);
    expect([...keepOnly(state, ['b', 'x']).ids]).toEqual(['b']);
    expect(keepOnly(state, ['a', 'b'])).toBe(state);
  });
});
