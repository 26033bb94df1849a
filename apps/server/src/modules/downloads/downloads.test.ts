import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadListSchema, SignedUrlSchema } from '@my-account/contract/downloads';
import {
  startPhotoLibraryServer,
  testPhoto,
  type PhotoLibraryServer,
} from '../../../test/support/photo-library.ts';
import { waitFor } from '../../../test/support/wait-for.ts';
import {
  createDownloadUrlSigner,
  loadOrCreateDownloadSecret,
} from '../../platform/signed-urls/download-url-signer.ts';
import { collectPush, colourJpeg, openZip, uploadPhoto } from './zip-test-support.ts';

describe('download archives', () => {
  let library: PhotoLibraryServer;
  let alice: string;
  let bob: string;
  const originals = new Map<string, Buffer>();
  const ids: string[] = [];
  let bobPhoto: string;

  const api = (token: string, method: string, path: string, body?: unknown) =>
    fetch(`${library.server.baseUrl}/api/downloads${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const archiveUrl = async (token: string, downloadId: string): Promise<string> => {
    const response = await api(token, 'GET', `/downloads/${downloadId}/url`);
    expect(response.status).toBe(200);
    return SignedUrlSchema.parse(await response.json()).url;
  };

  beforeAll(async () => {
    library = await startPhotoLibraryServer();
    alice = await library.tokenFor('alice');
    bob = await library.tokenFor('bob');
    const files: [string, Buffer][] = [
      ['Canon_40D.jpg', await readFile(testPhoto('Canon_40D.jpg'))],
      ['gps_DSCN0010.jpg', await readFile(testPhoto('gps_DSCN0010.jpg'))],
      ['IMG_1.jpg', await colourJpeg('red')],
      ['IMG_1.jpg', await colourJpeg('blue')],
    ];
    for (const [name, data] of files) {
      const id = await uploadPhoto(library, alice, name, data);
      ids.push(id);
      originals.set(id, data);
    }
    bobPhoto = await uploadPhoto(library, bob, 'bob.jpg', await colourJpeg('green'));
  }, 60_000);

  afterAll(async () => {
    await library.close();
  });

  it('streams the originals into a stored zip with unique names, pushed and listed', async () => {
    const push = await collectPush(library, 'alice');
    const id = randomUUID();
    const created = await api(alice, 'POST', '/downloads', { id, name: 'Holiday', photos: ids });
    expect(created.status).toBe(202);
    expect(await created.json()).toEqual({ id, name: 'Holiday', photos: ids });

    await waitFor(() => (push.keys().includes(`download-finished:${id}`) ? true : undefined), {
      what: 'the finished push',
    });
    expect(push.keys()).toEqual([`download-started:${id}`, `download-finished:${id}`]);
    expect(push.messages[1]?.message).toEqual({ userId: 'alice', downloadId: id });

    const list = DownloadListSchema.parse(await (await api(alice, 'GET', '/downloads')).json());
    expect(list.items).toEqual([
      expect.objectContaining({ id, name: 'Holiday', status: 'READY', photoCount: 4 }),
    ]);

    const file = await fetch(await archiveUrl(alice, id));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename=${id}.zip`);
    const zip = openZip(Buffer.from(await file.arrayBuffer()));
    expect(Number(list.items[0]?.size)).toBe(Number(file.headers.get('content-length')));
    expect(zip.names).toEqual(['Canon_40D.jpg', 'gps_DSCN0010.jpg', 'IMG_1.jpg', 'IMG_1 (1).jpg']);
    expect(zip.methods).toEqual(['stor', 'stor', 'stor', 'stor']);
    zip.names.forEach((name, index) => {
      expect(zip.bytes(name).equals(originals.get(ids[index] ?? '') ?? Buffer.alloc(0))).toBe(true);
    });
  });

  it('answers the same id again with the same photos, and 409 with others', async () => {
    const id = randomUUID();
    const body = { id, photos: [ids[0]] };
    expect((await api(alice, 'POST', '/downloads', body)).status).toBe(202);
    const again = await api(alice, 'POST', '/downloads', body);
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ id, photos: [ids[0]] });
    const other = await api(alice, 'POST', '/downloads', { id, photos: [ids[1]] });
    expect(other.status).toBe(409);
  });

  it("refuses more than 100 photos, and unknown or others' photos as absent", async () => {
    const tooMany = Array.from({ length: 101 }, () => ids[0]);
    expect(
      (await api(alice, 'POST', '/downloads', { id: randomUUID(), photos: tooMany })).status,
    ).toBe(400);
    const unknown = await api(alice, 'POST', '/downloads', { id: randomUUID(), photos: ['nope'] });
    expect(unknown.status).toBe(404);
    const others = await api(alice, 'POST', '/downloads', {
      id: randomUUID(),
      photos: [ids[0], bobPhoto],
    });
    expect(others.status).toBe(404);
    const absent = await api(alice, 'POST', '/downloads', {
      id: randomUUID(),
      photos: [ids[0]],
      albumId: 'none',
    });
    expect(absent.status).toBe(404);
  });

  it("keeps one customer's archives, ids and URLs from another", async () => {
    const id = randomUUID();
    expect((await api(alice, 'POST', '/downloads', { id, photos: [ids[1]] })).status).toBe(202);
    const aliceUrl = await waitFor(async () => {
      const response = await api(alice, 'GET', `/downloads/${id}/url`);
      return response.status === 200 ? SignedUrlSchema.parse(await response.json()).url : undefined;
    });
    expect((await api(bob, 'GET', `/downloads/${id}/url`)).status).toBe(404);
    expect((await api(bob, 'GET', `/photos/${ids[0]}/url`)).status).toBe(404);
    const bobList = DownloadListSchema.parse(await (await api(bob, 'GET', '/downloads')).json());
    expect(bobList.items.map((item) => item.id)).not.toContain(id);

    // Bob choosing the same id makes his own archive; Alice's is untouched.
    expect((await api(bob, 'POST', '/downloads', { id, photos: [bobPhoto] })).status).toBe(202);
    const bobUrl = await waitFor(async () => {
      const response = await api(bob, 'GET', `/downloads/${id}/url`);
      return response.status === 200 ? SignedUrlSchema.parse(await response.json()).url : undefined;
    });
    const bobZip = openZip(Buffer.from(await (await fetch(bobUrl)).arrayBuffer()));
    expect(bobZip.names).toEqual(['bob.jpg']);
    const aliceZip = openZip(Buffer.from(await (await fetch(aliceUrl)).arrayBuffer()));
    expect(aliceZip.names).toEqual(['gps_DSCN0010.jpg']);
  });

  it('refuses an altered or expired signed URL', async () => {
    const id = randomUUID();
    expect((await api(alice, 'POST', '/downloads', { id, photos: [ids[0]] })).status).toBe(202);
    const url = new URL(
      await waitFor(async () => {
        const response = await api(alice, 'GET', `/downloads/${id}/url`);
        return response.status === 200
          ? SignedUrlSchema.parse(await response.json()).url
          : undefined;
      }),
    );
    expect((await fetch(url)).status).toBe(200);
    const signature = url.searchParams.get('signature') ?? '';
    const altered = (change: (copy: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return fetch(copy);
    };
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(
      (
        await altered((copy) => {
          copy.searchParams.set('signature', flipped);
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await altered((copy) => {
          copy.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 60));
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await altered((copy) => {
          copy.searchParams.delete('signature');
        })
      ).status,
    ).toBe(404);
    expect(
      (await altered((copy) => (copy.pathname = copy.pathname.replace(id, randomUUID())))).status,
    ).toBe(404);

    // A correct signature whose time has passed.
    const signer = createDownloadUrlSigner(
      await loadOrCreateDownloadSecret(library.server.database.db),
    );
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = signer.sign('archive', 'alice', id, past);
    const expiredUrl = new URL(url);
    expiredUrl.searchParams.set('expires', String(past));
    expiredUrl.searchParams.set('signature', expired.signature);
    expect((await fetch(expiredUrl)).status).toBe(404);
    // An original's signature does not open the archive of the same id, nor another owner's.
    const asBob = signer.sign('archive', 'bob', id, past + 3600);
    expiredUrl.searchParams.set('expires', String(past + 3600));
    expiredUrl.searchParams.set('signature', asBob.signature);
    expect((await fetch(expiredUrl)).status).toBe(404);
  });

  it('gives one original as an attachment under its own name', async () => {
    const response = await api(alice, 'GET', `/photos/${ids[0]}/url`);
    expect(response.status).toBe(200);
    const { url } = SignedUrlSchema.parse(await response.json());
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename=Canon_40D.jpg');
    expect(
      Buffer.from(await file.arrayBuffer()).equals(originals.get(ids[0] ?? '') ?? Buffer.alloc(0)),
    ).toBe(true);
    const tampered = new URL(url);
    tampered.pathname = tampered.pathname.replace(ids[0] ?? '', ids[1] ?? '');
    expect((await fetch(tampered)).status).toBe(404);
  });

  it('gives an original with a long name (non-ASCII too) through its signed URL', async () => {
    const name = `${'Sommerferien am Bodensee mit Oma und Opa '.repeat(3)}Überlingen.jpg`;
    expect(name.length).toBeGreaterThan(100);
    const data = await colourJpeg('navy');
    const id = await uploadPhoto(library, alice, name, data);
    const response = await api(alice, 'GET', `/photos/${id}/url`);
    const file = await fetch(SignedUrlSchema.parse(await response.json()).url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(data)).toBe(true);
  });
});
