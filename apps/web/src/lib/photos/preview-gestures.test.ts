import { describe, expect, it } from 'vitest';
import {
  INITIAL_ZOOM,
  photoAfterDeletion,
  swipeOutcome,
  zoomAfterTap,
} from '@/lib/photos/preview-gestures';

describe('preview gestures', () => {
  it('toggles zoom 1 <-> 2.5 on taps, a double-tap counting once', () => {
    const zoomed = zoomAfterTap(INITIAL_ZOOM, 1000);
    expect(zoomed.scale).toBe(2.5);
    const doubleTap = zoomAfterTap(zoomed, 1150);
    expect(doubleTap.scale).toBe(2.5);
    expect(zoomAfterTap(doubleTap, 1300).scale).toBe(1);
    expect(zoomAfterTap(zoomed, 1250).scale).toBe(1);
  });

  it('navigates past 35 % of the width and closes past 35 % of the height on mobile', () => {
    const base = { width: 400, height: 800, mobile: true };
    expect(swipeOutcome({ ...base, dx: -150, dy: 10 })).toBe('next');
    expect(swipeOutcome({ ...base, dx: 150, dy: 10 })).toBe('previous');
    expect(swipeOutcome({ ...base, dx: 120, dy: 0 })).toBeUndefined();
    expect(swipeOutcome({ ...base, dx: 0, dy: 300 })).toBe('close');
    expect(swipeOutcome({ ...base, mobile: false, dx: 0, dy: 300 })).toBeUndefined();
  });

  it('moves to the previous photo after a deletion, or the second when it was first', () => {
    expect(photoAfterDeletion(['a', 'b', 'c'], 2)).toBe('b');
    expect(photoAfterDeletion(['a', 'b', 'c'], 0)).toBe('b');
    expect(photoAfterDeletion(['a'], 0)).toBeUndefined();
  });
});
