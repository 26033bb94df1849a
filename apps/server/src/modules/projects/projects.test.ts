import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  SavedProjectDetailsSchema,
  SavedProjectListSchema,
  SavedProjectSchema,
  type EditorProject,
} from '@my-account/contract/projects';
import { insertTestPhotos } from '../../../test/support/photo-library.ts';
import {
  fetchServiceToken,
  sendJson,
  SERVICE_CLIENTS_ENV,
  TEST_SERVICE_CLIENTS,
} from '../../../test/support/service-tokens.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { registeredTestCustomer, type TestCustomer } from '../orders/orders-test-support.ts';
import { deleteCustomerProjects } from './projects.public.ts';

interface Creator extends TestCustomer {
  sub: string;
  photos: string[];
}

let server: TestServer;
let editor: string;
let ann: Creator;
let bob: Creator;

function subjectOf(token: string): string {
  const payload: unknown = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
  );
  const sub = (payload as { sub?: unknown }).sub;
  if (typeof sub !== 'string') {
    throw new Error('The token has no subject');
  }
  return sub;
}

async function creator(name: string): Promise<Creator> {
  const customer = await registeredTestCustomer(server, name);
  const sub = subjectOf(customer.token);
  const photos = await insertTestPhotos(server.database.db, sub, [{}, {}]);
  return { ...customer, sub, photos };
}

const projects = (method: string, path: string, token: string | null, body?: unknown) =>
  body === undefined
    ? fetch(`${server.baseUrl}/api/projects${path}`, {
        method,
        headers: token === null ? {} : { authorization: `Bearer ${token}` },
      })
    : sendJson(method, `${server.baseUrl}/api/projects${path}`, body, token);

const editorSave = (
  customerId: string,
  projectId: string,
  project: EditorProject,
  token: string | null = editor,
) => projects('PUT', `/internal/customers/${customerId}/projects/${projectId}`, token, project);

const book = (title: string, lastEditedAt: string): EditorProject => ({
  title,
  articleCode: 'PAP_130',
  articleType: 'Photobook',
  pageCount: 24,
  lastEditedAt,
});

async function listOf(customer: TestCustomer, query = '') {
  const response = await projects('GET', `/api/v2/projects/${customer.id}${query}`, customer.token);
  expect(response.status).toBe(200);
  return SavedProjectListSchema.parse(await response.json());
}

const codeOf = async (response: Response) => ErrorResponseSchema.parse(await response.json()).code;
const run = `${String(process.pid)}-${String(Date.now())}`;

beforeAll(async () => {
  server = await startTestServer({ env: SERVICE_CLIENTS_ENV });
  editor = (await fetchServiceToken(server, TEST_SERVICE_CLIENTS.editor)).access_token;
  ann = await creator('Ann');
  bob = await creator('Bob');
});
afterAll(async () => {
  await server.close();
});

describe('the editor saves projects', () => {
  it('creates, then updates by its id; the cover photo is signed, the created date kept', async () => {
    const id = `p-${run}-cover`;
    const created = await editorSave(ann.id, id, {
      ...book('Holiday', '2026-05-01T10:00:00.000Z'),
      coverPhotoId: ann.photos[0],
      createdAt: '2026-04-01T10:00:00.000Z',
    });
    expect(created.status).toBe(201);
    const first = SavedProjectSchema.parse(await created.json());
    expect(first).toMatchObject({ id, title: 'Holiday', pageCount: 24, articleType: 'Photobook' });
    expect(first.coverUrl).toMatch(/\/api\/photo-management\/.+signature=/);

    const updated = await editorSave(ann.id, id, {
      ...book('Holiday in Wales', '2026-05-02T10:00:00.000Z'),
      pageCount: 28,
      coverImageUrl: 'https://editor.example.com/covers/1.jpg',
    });
    expect(updated.status).toBe(200);
    expect(SavedProjectSchema.parse(await updated.json())).toEqual({
      id,
      title: 'Holiday in Wales',
      articleCode: 'PAP_130',
      articleType: 'Photobook',
      coverUrl: 'https://editor.example.com/covers/1.jpg',
      pageCount: 28,
      createdAt: '2026-04-01T10:00:00.000Z',
      lastEditedAt: '2026-05-02T10:00:00.000Z',
    });
  });

  it("refuses another customer's project id, a photo not theirs and an unknown customer", async () => {
    const id = `p-${run}-taken`;
    expect((await editorSave(ann.id, id, book('Mine', '2026-05-01T10:00:00Z'))).status).toBe(201);
    const taken = await editorSave(bob.id, id, book('Theirs', '2026-05-01T10:00:00Z'));
    expect(taken.status).toBe(409);
    expect(await codeOf(taken)).toBe('PROJECT_ID_TAKEN');
    const foreign = await editorSave(bob.id, `p-${run}-foreign`, {
      ...book('Foreign cover', '2026-05-01T10:00:00Z'),
      coverPhotoId: ann.photos[0],
    });
    expect(foreign.status).toBe(400);
    expect(await codeOf(foreign)).toBe('PROJECT_PHOTO_UNKNOWN');
    const nobody = await editorSave(
      'no-such-customer',
      `p-${run}-x`,
      book('X', '2026-05-01T10:00:00Z'),
    );
    expect(nobody.status).toBe(404);
    const bad = await editorSave(ann.id, `p-${run}-bad`, { ...book('X', 'yesterday') });
    expect(bad.status).toBe(400);
  });

  it("takes only a token of the editor scope: a customer's is 403, the shop's 403, none 401", async () => {
    const project = book('Scoped', '2026-05-01T10:00:00Z');
    expect((await editorSave(ann.id, `p-${run}-c`, project, ann.token)).status).toBe(403);
    const shop = (await fetchServiceToken(server, TEST_SERVICE_CLIENTS.shop)).access_token;
    expect((await editorSave(ann.id, `p-${run}-s`, project, shop)).status).toBe(403);
    expect((await editorSave(ann.id, `p-${run}-n`, project, null)).status).toBe(401);
  });
});

describe("the customer's saved projects", () => {
  it('pages through them last edited first; another account is missing', async () => {
    const carol = await creator('Carol');
    for (let index = 0; index < 25; index += 1) {
      const day = String(index + 1).padStart(2, '0');
      const saved = await editorSave(
        carol.id,
        `p-${run}-page-${day}`,
        book(`Book ${day}`, `2026-03-${day}T10:00:00.000Z`),
      );
      expect(saved.status).toBe(201);
    }
    const first = await listOf(carol);
    expect(first.totalProjectCount).toBe(25);
    expect(first.projects.map((p) => p.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Book ${String(25 - i).padStart(2, '0')}`),
    );
    expect((await listOf(carol, '?skip=10&limit=10')).projects).toHaveLength(10);
    const last = await listOf(carol, '?skip=20&limit=10');
    expect(last.projects.map((p) => p.title)).toEqual([
      'Book 05',
      'Book 04',
      'Book 03',
      'Book 02',
      'Book 01',
    ]);

    const others = await projects('GET', `/api/v2/projects/${carol.id}`, ann.token);
    expect(others.status).toBe(404);
    expect(
      (await projects('GET', `/api/v2/projects/${carol.id}?limit=500`, carol.token)).status,
    ).toBe(400);
    expect((await projects('GET', `/api/v2/projects/${carol.id}`, null)).status).toBe(401);
  });

  it("deletes one; another customer's project answers as missing and stays", async () => {
    const id = `p-${run}-delete`;
    expect((await editorSave(bob.id, id, book('To delete', '2026-05-01T10:00:00Z'))).status).toBe(
      201,
    );
    const before = (await listOf(bob)).totalProjectCount;
    const byAnn = await projects('DELETE', `/api/v2/project/${id}`, ann.token);
    expect(byAnn.status).toBe(404);
    expect((await projects('GET', `/api/v2/project/${id}`, ann.token)).status).toBe(404);
    expect((await listOf(bob)).totalProjectCount).toBe(before);

    expect((await projects('DELETE', `/api/v2/project/${id}`, bob.token)).status).toBe(204);
    expect((await listOf(bob)).totalProjectCount).toBe(before - 1);
    expect((await projects('DELETE', `/api/v2/project/${id}`, bob.token)).status).toBe(404);
  });

  it('saves a prints selection as a project and gives it back to continue', async () => {
    const selection = {
      printSize: '13x18',
      finish: 'matte',
      border: 'white',
      photos: [
        { photoId: ann.photos[1] ?? '', quantity: 3 },
        { photoId: ann.photos[0] ?? '', quantity: 1 },
      ],
    };
    const created = await projects('POST', '/api/v2/project', ann.token, {
      title: 'Photo prints',
      articleCode: 'PAP_910',
      selection,
    });
    expect(created.status).toBe(201);
    const project = SavedProjectDetailsSchema.parse(await created.json());
    expect(project).toMatchObject({ articleType: 'Prints', pageCount: 2, prints: selection });
    expect(project.coverUrl).toContain(encodeURIComponent(ann.photos[1] ?? ''));
    expect((await listOf(ann)).projects[0]?.id).toBe(project.id);

    const again = await projects('GET', `/api/v2/project/${project.id}`, ann.token);
    expect(SavedProjectDetailsSchema.parse(await again.json()).prints).toEqual(selection);

    const foreign = await projects('POST', '/api/v2/project', bob.token, {
      title: 'Photo prints',
      articleCode: 'PAP_910',
      selection,
    });
    expect(foreign.status).toBe(400);
    expect(await codeOf(foreign)).toBe('PROJECT_PHOTO_UNKNOWN');
  });

  it('account deletion removes the customer’s projects and no one else’s', async () => {
    const dave = await creator('Dave');
    expect(
      (await editorSave(dave.id, `p-${run}-dave`, book('Dave’s', '2026-05-01T10:00:00Z'))).status,
    ).toBe(201);
    const annCount = (await listOf(ann)).totalProjectCount;
    await deleteCustomerProjects(server.database.db, {
      subject: dave.sub,
      idpType: 'myaccount',
      idpSub: dave.sub,
      customerId: dave.id,
      emails: ['dave@example.com'],
      confirmedAt: new Date().toISOString(),
    });
    const left = await server.database.db
      .selectFrom('projects_projects')
      .select('id')
      .where('customer_id', '=', dave.id)
      .execute();
    expect(left).toEqual([]);
    expect((await listOf(ann)).totalProjectCount).toBe(annCount);
  });
});
