import { afterEach, describe, expect, it } from 'vitest';
import { jumpActions, jumpRequestStore, yearOfKey } from '@/features/photos/state/jump-store';

afterEach(() => {
  jumpRequestStore.set(() => undefined);
});

describe('jump requests', () => {
  it('tells two jumps to the same month apart, and clears only the one carried out', () => {
    jumpActions.jumpTo(2019, 11);
    const first = jumpRequestStore.get();
    jumpActions.jumpTo(2019, 11);
    const second = jumpRequestStore.get();
    expect(first?.key).toBe('2019-11');
    expect(second?.key).toBe('2019-11');
    expect(second?.id).not.toBe(first?.id);
    // The first one's timeline finishing late leaves the newer request for the timeline.
    jumpActions.done(first?.id ?? -1);
    expect(jumpRequestStore.get()).toBe(second);
    jumpActions.done(second?.id ?? -1);
    expect(jumpRequestStore.get()).toBeUndefined();
  });

  it('reads the year of a month key', () => {
    expect(yearOfKey('2007-4')).toBe(2007);
    expect(yearOfKey(undefined)).toBeUndefined();
  });
});
