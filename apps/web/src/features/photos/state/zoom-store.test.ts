import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ZOOM, ZOOM_LEVELS } from '@/features/photos/lib/timeline-layout';
import { parseZoom, zoomActions, zoomStore } from '@/features/photos/state/zoom-store';

describe('zoom store', () => {
  afterEach(() => {
    zoomStore.set(() => DEFAULT_ZOOM);
    window.localStorage.clear();
  });

  it('reads a stored level and ignores anything else', () => {
    expect(parseZoom('0')).toBe(0);
    expect(parseZoom('4')).toBe(4);
    expect(parseZoom(null)).toBe(DEFAULT_ZOOM);
    expect(parseZoom('')).toBe(DEFAULT_ZOOM);
    expect(parseZoom('9')).toBe(DEFAULT_ZOOM);
    expect(parseZoom('1.5')).toBe(DEFAULT_ZOOM);
  });

  it('steps within the levels and remembers the level', () => {
    zoomActions.zoomIn();
    expect(zoomStore.get()).toBe(DEFAULT_ZOOM + 1);
    expect(window.localStorage.getItem('timelineZoom')).toBe(String(DEFAULT_ZOOM + 1));
    for (let step = 0; step < ZOOM_LEVELS + 2; step += 1) {
      zoomActions.zoomOut();
    }
    expect(zoomStore.get()).toBe(0);
    expect(window.localStorage.getItem('timelineZoom')).toBe('0');
  });
});
