import { screen } from '@testing-library/preact';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderWithRuntime } from '@/testing/render-with-runtime';
import {
  AlbumPreviewRoute,
  AlbumRoute,
  SharedAlbumPreviewRoute,
  SharedAlbumRoute,
} from '@/app/routes/albums';
import { AlbumsTabRoute, PhotoPreviewRoute } from '@/app/routes/photos';

/** Every flag off: no host is listed for any of them. */
const FLAGS_OFF = {
  featureFlags: {
    PhotoManagementOrderPrintsEnabled: [],
    PhotoManagementSharedAlbumsViewEnabled: [],
    PhotoManagementTimelineViewEnabled: [],
    PhotoManagementAlbumViewEnabled: [],
    PhotoManagementUploadEnabled: [],
    PhotoManagementReactivationEnabled: [],
  },
};

function renderAt(path: string) {
  return renderWithRuntime(
    <Routes>
      <Route path={paths.home} element={<h1>Home</h1>} />
      <Route path={paths.albums} element={<AlbumsTabRoute />} />
      <Route path={paths.album.path} element={<AlbumRoute />} />
      <Route path={paths.albumPreview.path} element={<AlbumPreviewRoute />} />
      <Route path={paths.sharedAlbum.path} element={<SharedAlbumRoute />} />
      <Route path={paths.sharedAlbumPreview.path} element={<SharedAlbumPreviewRoute />} />
      <Route path={paths.photoPreview.path} element={<PhotoPreviewRoute />} />
    </Routes>,
    { path, config: FLAGS_OFF },
  );
}

describe('guarded routes', () => {
  it.each([
    paths.albums,
    paths.album.getHref('a1'),
    paths.albumPreview.getHref('a1', 'p1'),
    paths.sharedAlbum.getHref('s1'),
    paths.sharedAlbumPreview.getHref('s1', 'p1'),
    paths.photoPreview.getHref('p1'),
  ])("send the customer to '/' when their view is off: %s", async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});
