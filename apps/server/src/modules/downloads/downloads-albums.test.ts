import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedUrlSchema } from '@my-account/contract/downloads';
import {
  startPhotoLibraryServer,
  type PhotoLibraryServer,
} from '../../../test/support/photo-library.ts';
import { waitFor } from '../../../test/support/wait-for.ts';
import { colourJpeg, openZip, uploadPhoto } from './zip-test-support.ts';

describe('download archives of albums and shared albums', () => {
  let library: PhotoLibraryServer;
  let alice: string;
  let bob: string;
  let carol: string;
  let inAlbum: string;
  let notInAlbum: string;
  let inAlbumBytes: Buffer;
  const albumId = 'album-of-alice';

  const post = (token: string, path: string, body: unknown) =>
    fetch(`${library.server.baseUrl}/api/downloads${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    library = await startPhotoLibraryServer();
    alice = await library.tokenFor('alice');
    bob = await library.tokenFor('bob');
    carol = await library.tokenFor('carol');
    inAlbumBytes = await colourJpeg('teal');
    inAlbum = await uploadPhoto(library, alice, 'shared.jpg', inAlbumBytes);
    notInAlbum = await uploadPhoto(library, alice, 'private.jpg', await colourJpeg('navy'));
    const db = library.server.database.db;
    const now = new Date().toISOString();
    await db
      .insertInto('albums')
      .values({ id: albumId, owner_id: 'alice', name: 'Trip', created_at: now, updated_at: now })
      .execute();
    await db
      .insertInto('albums_photos')
      .values({
        album_id: albumId,
        photo_id: inAlbum,
        photo_owner_id: 'alice',
        added_at: now,
        photo_created_at: now,
        photo_taken_sort: now,
      })
      .execute();
    // Alice shares the album with Bob; Carol takes no part.
    await db
      .insertInto('shared_albums')
      .values({ album_id: albumId, owner_email: 'alice@example.com', shared_at: now })
      .execute();
    await db
      .insertInto('shared_albums_participants')
      .values({
        album_id: albumId,
        participant_id: randomUUID(),
        user_id: 'bob',
        email: 'bob@example.com',
        joined_at: now,
      })
      .execute();
  }, 60_000);

  afterAll(async () => {
    await library.close();
  });

  it("takes photos of an own album, and refuses one outside it or someone else's album", async () => {
    expect(
      (await post(alice, '/downloads', { id: randomUUID(), photos: [inAlbum], albumId })).status,
    ).toBe(202);
    expect(
      (
        await post(alice, '/downloads', {
          id: randomUUID(),
          photos: [inAlbum, notInAlbum],
          albumId,
        })
      ).status,
    ).toBe(404);
    expect(
      (await post(bob, '/downloads', { id: randomUUID(), photos: [inAlbum], albumId })).status,
    ).toBe(404);
  });

  it("lets a participant download the owner's photos of a shared album, and nobody else", async () => {
    const id = randomUUID();
    const body = { id, albumId, photos: [{ photoId: inAlbum, ownerId: 'alice' }] };
    expect((await post(carol, '/shared-album-downloads', body)).status).toBe(404);
    expect(
      (
        await post(bob, '/shared-album-downloads', {
          ...body,
          photos: [{ photoId: notInAlbum, ownerId: 'alice' }],
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await post(bob, '/shared-album-downloads', {
          ...body,
          photos: [{ photoId: inAlbum, ownerId: 'bob' }],
        })
      ).status,
    ).toBe(404);
    const created = await post(bob, '/shared-album-downloads', body);
    expect(created.status).toBe(202);
    expect(await created.json()).toEqual({ id, photos: [inAlbum] });

    const url = await waitFor(async () => {
      const response = await fetch(`${library.server.baseUrl}/api/downloads/downloads/${id}/url`, {
        headers: { authorization: `Bearer ${bob}` },
      });
      return response.status === 200 ? SignedUrlSchema.parse(await response.json()).url : undefined;
    });
    const zip = openZip(Buffer.from(await (await fetch(url)).arrayBuffer()));
    expect(zip.names).toEqual(['shared.jpg']);
    expect(zip.bytes('shared.jpg').equals(inAlbumBytes)).toBe(true);
    // The archive is Bob's: Alice (the photos' owner) does not see it.
    const asAlice = await fetch(`${library.server.baseUrl}/api/downloads/downloads/${id}/url`, {
      headers: { authorization: `Bearer ${alice}` },
    });
    expect(asAlice.status).toBe(404);
  });
});
