import { fireEvent } from '@testing-library/preact';
import { rgbaToThumbHash } from 'thumbhash';
import { describe, expect, it, vi } from 'vitest';
import type { Photo } from '@my-account/contract/photos';
import { PreviewStage } from '@/components/photo-viewer/preview-stage';
import { INITIAL_ZOOM } from '@/lib/photos/preview-gestures';
import { renderWithProviders } from '@/testing/render';
import { testPhoto } from '@/testing/test-photo';

/** A real ThumbHash (base64) of a small two-colour image. */
function thumbHash(): string {
  const width = 4;
  const height = 3;
  const rgba = new Uint8Array(width * height * 4).map((_, index) =>
    index % 4 === 3 ? 255 : index < 24 ? 200 : 40,
  );
  return btoa(String.fromCharCode(...rgbaToThumbHash(width, height, rgba)));
}

const photo = testPhoto('p1', {
  placeholder: thumbHash(),
  thumbnails: [{ id: '1300', url: 'https://example.test/p1-1300.jpg', width: 1300, height: 975 }],
});

function renderStage(shown: Photo = photo) {
  return renderWithProviders(
    <PreviewStage
      photo={shown}
      mobile={false}
      zoom={INITIAL_ZOOM}
      onZoom={vi.fn()}
      onPrevious={undefined}
      onNext={undefined}
      onClose={vi.fn()}
    />,
  );
}

/** Every element painting the blurred placeholder, wherever it is drawn. */
function placeholders(container: Element): Element[] {
  return [...container.querySelectorAll<HTMLElement>('*')].filter((element) =>
    element.style.backgroundImage.includes('data:image/png'),
  );
}

describe('PreviewStage placeholder', () => {
  it('shows the placeholder in the photo box while loading and removes it once loaded', () => {
    const { container, getByRole } = renderStage();
    const shown = placeholders(container);
    expect(shown).toHaveLength(1);
    // The photo's own shape (1300 × 975), so no strips show beside the photo.
    expect((shown[0] as HTMLElement).style.aspectRatio).toBe('1300 / 975');

    fireEvent.load(getByRole('img', { name: 'p1.jpg' }));

    expect(placeholders(container)).toHaveLength(0);
  });

  it('shows no placeholder when the photo does not say its shape', () => {
    const { container } = renderStage({ ...photo, thumbnails: [] });
    expect(placeholders(container)).toHaveLength(0);
  });
});
