import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import type { Photo } from '@my-account/contract/photos';
import { PhotoTile } from '@/components/photo-tile/photo-tile';
import { renderWithProviders } from '@/testing/render';

function photo(dateTaken?: string): Photo {
  return {
    imageId: 'p1',
    localFileName: 'beach.jpg',
    uploadId: 'u1',
    url: 'https://example.test/1300.jpg',
    untouchedUrl: 'https://example.test/o.jpg',
    created: '2026-01-01T10:00:00Z',
    thumbnails: [{ id: '300', url: 'https://example.test/300.jpg', width: 300, height: 200 }],
    ...(dateTaken ? { dateTaken } : {}),
  };
}

function renderTile(props: Partial<Parameters<typeof PhotoTile>[0]> = {}) {
  const handlers = { onOpen: vi.fn(), onToggle: vi.fn(), onMore: vi.fn() };
  renderWithProviders(
    <PhotoTile
      photo={photo('2024-07-14T12:00:00Z')}
      size="300"
      selected={false}
      selecting={false}
      more={0}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('PhotoTile', () => {
  it('is labelled with the file name and titled with the date taken', () => {
    renderTile();
    const open = screen.getByRole('button', { name: 'Open photo beach.jpg' });
    expect(open.getAttribute('title')).toBe('Taken on 14 July 2024');
    expect(screen.getByRole('checkbox', { name: 'Select photo beach.jpg' })).toBeTruthy();
  });

  it('has no title for an unknown date or January 1970', () => {
    renderTile({ photo: photo('1970-01-01T00:00:00Z') });
    expect(screen.getByRole('button', { name: 'Open photo beach.jpg' }).hasAttribute('title')).toBe(
      false,
    );
  });

  it('opens the photo, or toggles it in selection mode (Shift for a range)', () => {
    const outside = renderTile();
    fireEvent.click(screen.getByRole('button', { name: 'Open photo beach.jpg' }));
    expect(outside.onOpen).toHaveBeenCalledOnce();
    cleanup();

    const selecting = renderTile({ selecting: true });
    fireEvent.click(screen.getByRole('button', { name: 'Open photo beach.jpg' }), {
      shiftKey: true,
    });
    expect(selecting.onToggle).toHaveBeenCalledWith(
      expect.objectContaining({ imageId: 'p1' }),
      true,
    );
    expect(selecting.onOpen).not.toHaveBeenCalled();
  });

  it('shows +N on the last loaded tile and loads more on click', () => {
    const { onMore } = renderTile({ more: 12, moreLabel: 'Show 12 more photos of July 2024' });
    const more = screen.getByRole('button', { name: 'Show 12 more photos of July 2024' });
    expect(more.textContent).toBe('+12');
    fireEvent.click(more);
    expect(onMore).toHaveBeenCalledOnce();
    // The covered photo is no separate tab stop; its checkbox still is.
    expect(screen.getByRole('button', { name: /^Open photo/ }).tabIndex).toBe(-1);
    expect(screen.getByRole('checkbox').tabIndex).toBe(0);
  });

  it('shows the failure state when the thumbnail cannot load', () => {
    renderTile();
    const image = document.querySelector('img');
    if (!image) {
      throw new Error('no image');
    }
    fireEvent.error(image);
    expect(screen.getByText('This photo could not be shown')).toBeTruthy();
  });

  it('offers every size and sizes the image by the measured tile (srcset, decision 0263)', () => {
    // jsdom has no layout: the tile measures 150 px square here.
    const measure = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(DOMRect.fromRect({ width: 150, height: 150 }));
    renderTile({
      photo: {
        ...photo(),
        thumbnails: [
          { id: '300', url: 'https://example.test/300.jpg', width: 300, height: 200 },
          { id: '800', url: 'https://example.test/800.jpg', width: 800, height: 533 },
        ],
      },
    });
    const image = document.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://example.test/300.jpg');
    expect(image?.getAttribute('srcset')).toBe(
      'https://example.test/300.jpg 300w, https://example.test/800.jpg 800w',
    );
    // 800x533 in a square tile is drawn 225.1 px wide (rounded up); lazy loading stays.
    expect(image?.getAttribute('sizes')).toBe('226px');
    expect(image?.getAttribute('loading')).toBe('lazy');
    measure.mockRestore();
  });
});
