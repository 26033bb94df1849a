import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';

describe('paths', () => {
  it('builds links that the router matches back to the same parameters', () => {
    const odd = 'a b/c?d#e';
    const links = [
      [paths.photoPreview, paths.photoPreview.getHref(odd), { photoId: odd }],
      [paths.album, paths.album.getHref(odd), { id: odd }],
      [paths.albumPreview, paths.albumPreview.getHref(odd, 'p1'), { id: odd, photoId: 'p1' }],
      [paths.sharedAlbum, paths.sharedAlbum.getHref(odd), { id: odd }],
      [
        paths.sharedAlbumPreview,
        paths.sharedAlbumPreview.getHref('s1', odd),
        { id: 's1', photoId: odd },
      ],
      [paths.exportDownload, paths.exportDownload.getHref(odd), { backupId: odd }],
      [paths.changeAddress, paths.changeAddress.getHref(odd), { id: odd }],
      [paths.changeAddressB2b, paths.changeAddressB2b.getHref(odd), { id: odd }],
      [paths.widgetShare, paths.widgetShare.getHref(odd), { productCode: odd }],
    ] as const;
    for (const [route, href, params] of links) {
      expect(matchRoutes([{ path: route.path }], href)?.[0]?.params).toEqual(params);
    }
  });

  it('keeps the spec routes of the album screens', () => {
    expect(paths.album.getHref('al1')).toBe('/my-photos/albums/al1');
    expect(paths.sharedAlbumPreview.getHref('s1', 'p1')).toBe(
      '/my-photos/shared-albums/s1/preview/p1',
    );
    expect(paths.photoPreview.getHref('p1')).toBe('/my-photos/photos/preview/p1');
  });

  it('keeps the spec routes of the online photo books', () => {
    expect(paths.widgets).toBe('/online-products');
    expect(paths.widgetShare.getHref('BK-1')).toBe('/online-products/BK-1');
    expect(matchRoutes([{ path: paths.sharedBook.path }], '/shared-book/t0k')?.[0]?.params).toEqual(
      { token: 't0k' },
    );
  });

  it('keeps the spec routes of the address screens', () => {
    expect(paths.changeAddress.getHref('a1')).toBe('/settings/address/a1');
    expect(paths.changeAddressB2b.getHref('a1')).toBe('/settings/b2b/address/a1');
  });
});
