import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdapterPayload } from 'oidc-provider';
import {
  testDatabases,
  type MigratedDatabase,
} from '../../../../test/support/migrated-database.ts';
import { deleteExpiredOidcPayloads, KyselyOidcAdapter } from './oidc-adapter.ts';

describe.each(testDatabases())('oidc-provider adapter on $name', ({ open }) => {
  let test: MigratedDatabase;
  beforeAll(async () => {
    test = await open();
  });
  afterAll(async () => {
    await test.destroy();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const adapter = (kind: string) => new KyselyOidcAdapter(test.database.db, kind);

  it('stores, replaces and finds a payload by id, per model', async () => {
    const sessions = adapter('Session');
    await sessions.upsert('s1', { accountId: 'a1', uid: 'u1' }, 60);
    await sessions.upsert('s1', { accountId: 'a2', uid: 'u1' }, 60);
    expect(await sessions.find('s1')).toEqual({ accountId: 'a2', uid: 'u1' });
    expect(await adapter('AccessToken').find('s1')).toBeUndefined();
    expect(await sessions.find('nope')).toBeUndefined();
  });

  it('finds by uid and by user code', async () => {
    await adapter('Session').upsert('s2', { uid: 'uid-2' }, 60);
    await adapter('DeviceCode').upsert('d1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await adapter('Session').findByUid('uid-2')).toEqual({ uid: 'uid-2' });
    expect(await adapter('DeviceCode').findByUserCode('ABCD-EFGH')).toEqual({
      userCode: 'ABCD-EFGH',
    });
  });

  it('marks a payload consumed, with the time in epoch seconds', async () => {
    const codes = adapter('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    expect((await codes.find('c1'))?.consumed).toBeUndefined();
    const before = Math.floor(Date.now() / 1000);
    await codes.consume('c1');
    const consumed: unknown = (await codes.find('c1'))?.consumed;
    expect(consumed).toBeGreaterThanOrEqual(before);
    // Once only: a second use (two requests racing with one code) is a reused grant.
    await expect(codes.consume('c1')).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('ignores and cleans up expired payloads', async () => {
    // The adapter reads the time from Date: only the clock is faked, the database stays real.
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = adapter('AccessToken');
    await tokens.upsert('old', { grantId: 'g-old' }, 1);
    await tokens.upsert('lasting', { grantId: 'g-new' });
    vi.advanceTimersByTime(999);
    expect(await tokens.find('old')).toEqual({ grantId: 'g-old' });
    vi.advanceTimersByTime(2);
    expect(await tokens.find('old')).toBeUndefined();
    expect(await tokens.find('lasting')).toEqual({ grantId: 'g-new' });
    expect(await deleteExpiredOidcPayloads(test.database.db)).toBeGreaterThanOrEqual(1);
  });

  it('destroys one payload, and revokes everything of a grant across models', async () => {
    const refresh = adapter('RefreshToken');
    const access = adapter('AccessToken');
    const grant: AdapterPayload = { grantId: 'g-revoke' };
    await refresh.upsert('r1', grant, 60);
    await access.upsert('t1', grant, 60);
    await access.upsert('t2', { grantId: 'g-keep' }, 60);
    await access.destroy('t2');
    expect(await access.find('t2')).toBeUndefined();
    await refresh.revokeByGrantId('g-revoke');
    expect(await refresh.find('r1')).toBeUndefined();
    expect(await access.find('t1')).toBeUndefined();
  });
});
