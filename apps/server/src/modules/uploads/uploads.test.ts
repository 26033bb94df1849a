import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnonymousUploadsSchema, StoredUploadSchema } from '@my-account/contract/activation';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { call, storeTestUploads, tokenFor } from '../activation/activation-test-support.ts';

let server: TestServer;
let ownerToken: string;
let otherToken: string;
let ownIds: string[];
let otherIds: string[];
let anonymousIds: string[];

beforeAll(async () => {
  server = await startTestServer();
  ownerToken = await tokenFor(server, 'uploads-owner');
  otherToken = await tokenFor(server, 'uploads-other');
  ownIds = await storeTestUploads(server, 'uploads-owner', ['Canon_40D.jpg', 'gps_DSCN0010.jpg']);
  otherIds = await storeTestUploads(server, 'uploads-other', ['xmp_no_exif.jpg']);
  anonymousIds = await storeTestUploads(server, null, ['Canon_40D.jpg', 'mobile_jolla.jpg']);
});
afterAll(async () => {
  await server.close();
});

const byId = (id: string, accountId: string): string =>
  `/api/uploads/uploads/${encodeURIComponent(id)}?accountId=${encodeURIComponent(accountId)}`;

async function expectNotFound(response: Response): Promise<void> {
  expect(response.status).toBe(404);
  expect(ErrorResponseSchema.parse(await response.json()).code).toBe('NOT_FOUND');
}

describe('GET /api/uploads/uploads/{id}?accountId=', () => {
  it("answers the caller's own upload", async () => {
    const [id] = ownIds;
    const response = await call(server, ownerToken, 'GET', byId(id ?? '', 'uploads-owner'));
    expect(response.status).toBe(200);
    expect(StoredUploadSchema.parse(await response.json())).toEqual({
      id,
      accountId: 'uploads-owner',
      fileName: 'Canon_40D.jpg',
      contentType: 'image/jpeg',
      size: 7958,
      created: '2024-01-01T00:00:00.000Z',
    });
  });

  it("is 404 for another customer's upload, whichever accountId is asked", async () => {
    const [otherId] = otherIds;
    await expectNotFound(
      await call(server, ownerToken, 'GET', byId(otherId ?? '', 'uploads-owner')),
    );
    await expectNotFound(
      await call(server, ownerToken, 'GET', byId(otherId ?? '', 'uploads-other')),
    );
    // The owner asking in someone else's name does not see their own upload either.
    const [ownId] = ownIds;
    await expectNotFound(await call(server, otherToken, 'GET', byId(ownId ?? '', 'uploads-owner')));
  });

  it('is 404 for an unknown id and for an anonymous upload', async () => {
    await expectNotFound(
      await call(server, ownerToken, 'GET', byId('no-such-upload', 'uploads-owner')),
    );
    const [anonymousId] = anonymousIds;
    await expectNotFound(
      await call(server, ownerToken, 'GET', byId(anonymousId ?? '', 'uploads-owner')),
    );
  });

  it('refuses a missing or malformed accountId or id, and no token with 401', async () => {
    const [id] = ownIds;
    const missing = await call(server, ownerToken, 'GET', `/api/uploads/uploads/${id ?? ''}`);
    expect(missing.status).toBe(400);
    expect(ErrorResponseSchema.parse(await missing.json()).statusCode).toBe(400);
    const longAccount = await call(server, ownerToken, 'GET', byId(id ?? '', 'a'.repeat(201)));
    expect(longAccount.status).toBe(400);
    const emptyAccount = await call(server, ownerToken, 'GET', byId(id ?? '', ''));
    expect(emptyAccount.status).toBe(400);
    // An id longer than any upload id is refused by the route's schema, in the error shape.
    const longId = await call(server, ownerToken, 'GET', byId('x'.repeat(201), 'uploads-owner'));
    expect(longId.status).toBe(400);
    ErrorResponseSchema.parse(await longId.json());
    const anonymous = await fetch(`${server.baseUrl}${byId(id ?? '', 'uploads-owner')}`);
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /api/uploads/getanonymousuploads', () => {
  it('answers only uploads made without an account, in the order asked, each once', async () => {
    const [first, second] = anonymousIds;
    const response = await call(server, ownerToken, 'POST', '/api/uploads/getanonymousuploads', [
      second,
      ...ownIds,
      ...otherIds,
      'no-such-upload',
      first,
      second,
    ]);
    expect(response.status).toBe(200);
    const uploads = AnonymousUploadsSchema.parse(await response.json());
    expect(uploads.map((upload) => [upload.id, upload.accountId, upload.fileName])).toEqual([
      [second, null, 'mobile_jolla.jpg'],
      [first, null, 'Canon_40D.jpg'],
    ]);
  });

  it('answers an empty list when none of the ids is anonymous', async () => {
    const response = await call(
      server,
      otherToken,
      'POST',
      '/api/uploads/getanonymousuploads',
      ownIds,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('refuses malformed bodies with 400 and no token with 401', async () => {
    for (const body of [
      [],
      {},
      [''],
      [42],
      'abc',
      Array.from({ length: 501 }, (_, i) => `u${i}`),
    ]) {
      const response = await call(
        server,
        ownerToken,
        'POST',
        '/api/uploads/getanonymousuploads',
        body,
      );
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const broken = await fetch(`${server.baseUrl}/api/uploads/getanonymousuploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
      body: '[',
    });
    expect(broken.status).toBe(400);
    const anonymous = await fetch(`${server.baseUrl}/api/uploads/getanonymousuploads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(anonymousIds),
    });
    expect(anonymous.status).toBe(401);
  });
});
