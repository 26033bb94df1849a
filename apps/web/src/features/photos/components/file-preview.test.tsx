import { act, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilePreview } from '@/features/photos/components/file-preview';

/** An IntersectionObserver the test drives: which previews are on screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly elements: Element[] = [];
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements.length = 0;
  }
  show(visible: boolean) {
    const entries = this.elements.map(
      (target) => ({ target, isIntersecting: visible }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

let created: string[];
let revoked: string[];
beforeEach(() => {
  FakeObserver.all = [];
  created = [];
  revoked = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:preview-${String(created.length)}`;
    created.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
    revoked.push(url);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const file = (index: number) =>
  new File([new Uint8Array(10)], `photo-${String(index)}.jpg`, { type: 'image/jpeg' });

describe('FilePreview', () => {
  it('makes object URLs only for previews on screen and revokes them when they leave', async () => {
    const files = Array.from({ length: 1000 }, (_, index) => file(index));
    const { container, unmount } = render(
      <ul>
        {files.map((entry) => (
          <li key={entry.name}>
            <FilePreview file={entry} />
          </li>
        ))}
      </ul>,
    );
    expect(created).toEqual([]);
    // Eight rows scroll into view.
    await act(() => {
      for (const observer of FakeObserver.all.slice(0, 8)) {
        observer.show(true);
      }
    });
    expect(created).toHaveLength(8);
    expect(container.querySelectorAll('img')).toHaveLength(8);
    // They scroll away: their URLs go, and so do the images.
    await act(() => {
      for (const observer of FakeObserver.all.slice(0, 8)) {
        observer.show(false);
      }
    });
    expect(revoked).toEqual(created);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    // One comes back, then the list goes: nothing stays alive.
    await act(() => {
      FakeObserver.all[0]?.show(true);
    });
    await act(() => {
      unmount();
    });
    expect(revoked).toEqual(created);
  });
});
