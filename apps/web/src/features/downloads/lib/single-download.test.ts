import { describe, expect, it, vi } from 'vitest';
import {
  downloadSinglePhoto,
  type SingleDownloadState,
} from '@/features/downloads/lib/single-download';

describe('downloadSinglePhoto', () => {
  it('goes pending, then success once the original is handed to the browser', async () => {
    const states: SingleDownloadState[] = [];
    const save = vi.fn();
    const done = await downloadSinglePhoto('p1', {
      signedUrl: (id) => Promise.resolve(`http://app.test/originals/${id}/a.jpg`),
      save,
      onState: (state) => states.push(state),
    });
    expect(done).toBe(true);
    expect(states).toEqual(['pending', 'success']);
    expect(save).toHaveBeenCalledWith('http://app.test/originals/p1/a.jpg');
  });

  it('goes pending, then failure when the URL cannot be had', async () => {
    const states: SingleDownloadState[] = [];
    const save = vi.fn();
    const done = await downloadSinglePhoto('p1', {
      signedUrl: () => Promise.reject(new Error('404')),
      save,
      onState: (state) => states.push(state),
    });
    expect(done).toBe(false);
    expect(states).toEqual(['pending', 'failure']);
    expect(save).not.toHaveBeenCalled();
  });
});
