import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { expect } from 'vitest';
import { ImportMessageSchema, type ImportMessage } from '@my-account/contract/activation';
import { testPhoto } from '../../../test/support/photo-library.ts';
import type { TestServer } from '../../../test/support/test-server.ts';
import { signAccessToken } from '../../../test/support/token-factory.ts';
import { waitFor } from '../../../test/support/wait-for.ts';
import { insertNotActive } from './activation.repository.ts';
import { storeUpload } from '../uploads/uploads.public.ts';

/** Test helpers for the activation and uploads suites (not used by the server itself). */

export const tokenFor = (server: TestServer, sub: string): Promise<string> =>
  signAccessToken(server, { claims: { sub, idp_sub: sub } });

/** Calls the server with the bearer token (JSON body when given). */
export function call(
  server: TestServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export async function activationStatus(server: TestServer, token: string): Promise<string> {
  const response = await call(server, token, 'GET', '/api/photo-management/users/activate');
  expect(response.status).toBe(200);
  const body = (await response.json()) as { status: string };
  return body.status;
}

export const waitForStatus = (
  server: TestServer,
  token: string,
  status: string,
  timeoutMs = 20_000,
): Promise<true> =>
  waitFor(async () => ((await activationStatus(server, token)) === status ? true : undefined), {
    timeoutMs,
    intervalMs: 100,
    what: `activation status ${status}`,
  });

/** Stores test camera files as past uploads of the account; returns their ids. */
export async function storeTestUploads(
  server: TestServer,
  accountId: string | null,
  files: readonly string[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, file] of files.entries()) {
    const stored = await storeUpload(server.database.db, server.ctx.blobs, {
      accountId,
      fileName: basename(file),
      contentType: 'image/jpeg',
      data: await readFile(testPhoto(file)),
      origin: `order:TEST-${index}`,
      created: new Date(Date.UTC(2024, 0, 1 + index)).toISOString(),
    });
    ids.push(stored.id);
  }
  return ids;
}

/** A customer with past uploads whose library is not activated yet. */
export async function notActivatedCustomer(
  server: TestServer,
  accountId: string,
  files: readonly string[],
): Promise<string[]> {
  const ids = await storeTestUploads(server, accountId, files);
  await insertNotActive(server.database.db, accountId, new Date().toISOString());
  return ids;
}

export interface PushClient {
  /** Every message received so far, parsed (the 'OK' reply left out). */
  received: unknown[];
  nextImportMessage(): Promise<ImportMessage>;
  /** The next messages up to and including import-finished or import-error. */
  importUntilEnd(): Promise<ImportMessage[]>;
  close(): void;
}

/** A real /push socket, authenticated with the token. */
export async function pushClient(server: TestServer, token: string): Promise<PushClient> {
  const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/push`);
  const received: unknown[] = [];
  let read = 0;
  let authenticated: () => void = () => undefined;
  const ok = new Promise<void>((resolve) => {
    authenticated = resolve;
  });
  socket.addEventListener('message', (event) => {
    const text = String(event.data);
    if (text === 'OK') {
      authenticated();
    } else {
      received.push(JSON.parse(text));
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => {
      resolve();
    });
    socket.addEventListener('error', () => {
      reject(new Error('push socket failed to open'));
    });
  });
  socket.send(JSON.stringify({ action: 'authenticate', token }));
  await ok;
  const nextImportMessage = async (): Promise<ImportMessage> => {
    const message = await waitFor(() => received[read], { what: 'an import message' });
    read += 1;
    return ImportMessageSchema.parse(message);
  };
  return {
    received,
    nextImportMessage,
    async importUntilEnd() {
      const messages: ImportMessage[] = [];
      for (;;) {
        const message = await nextImportMessage();
        messages.push(message);
        if (message.type !== 'import-started') {
          return messages;
        }
      }
    },
    close() {
      socket.close();
    },
  };
}

/**
 * Checks one import's messages: import-started with the first counts, possibly more
 * import-started with growing counts (progress), then the end message.
 */
export function expectImportMessages(
  messages: readonly ImportMessage[],
  first: { imported: number; total: number },
  end: { type: 'import-finished' | 'import-error'; imported: number; total: number },
): void {
  const [start] = messages;
  const last = messages.at(-1);
  expect(start && [start.type, start.data.payload]).toEqual(['import-started', first]);
  expect(last && [last.type, last.data.payload]).toEqual([
    end.type,
    { imported: end.imported, total: end.total },
  ]);
  const progress = messages.slice(0, -1);
  for (const [index, message] of progress.entries()) {
    expect(message.type).toBe('import-started');
    expect(message.data.payload.total).toBe(first.total);
    const before = progress[index - 1];
    if (before) {
      expect(message.data.payload.imported).toBeGreaterThanOrEqual(before.data.payload.imported);
      expect(Date.parse(message.data.timestamp)).toBeGreaterThan(Date.parse(before.data.timestamp));
    }
  }
  expect(new Set(messages.map((message) => message.id)).size).toBe(messages.length);
}

/** Lets a wrongly routed message arrive before checking that none did. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 300));
