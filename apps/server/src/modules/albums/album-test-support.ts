import { CreatedAlbumSchema } from '@my-account/contract/albums';
import {
  insertTestPhotos,
  startPhotoLibraryServer,
  type PhotoLibraryServer,
} from '../../../test/support/photo-library.ts';

/** A real server for the album tests; `api` calls any path under /api with a bearer token. */
export interface AlbumTestServer extends PhotoLibraryServer {
  api(token: string, method: string, path: string, body?: unknown): Promise<Response>;
  /** Inserts `count` photos of the owner, created a second apart in order; returns their ids. */
  photosOf(ownerId: string, count: number): Promise<string[]>;
  /** POST /albums as the customer; returns the new album's id. */
  createAlbum(token: string, name: string): Promise<string>;
}

export async function startAlbumTestServer(): Promise<AlbumTestServer> {
  const lib = await startPhotoLibraryServer();
  const api: AlbumTestServer['api'] = (token, method, path, body) =>
    fetch(`${lib.server.baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  let photoClock = Date.UTC(2024, 0, 1);
  return {
    ...lib,
    api,
    photosOf: (ownerId, count) =>
      insertTestPhotos(
        lib.server.ctx.database.db,
        ownerId,
        Array.from({ length: count }, () => {
          photoClock += 1000;
          return { created: new Date(photoClock).toISOString() };
        }),
      ),
    async createAlbum(token, name) {
      const response = await api(token, 'POST', '/photo-management/albums', { name });
      if (response.status !== 201) {
        throw new Error(`POST /albums answered ${response.status}: ${await response.text()}`);
      }
      return CreatedAlbumSchema.parse(await response.json()).albumId;
    },
  };
}
