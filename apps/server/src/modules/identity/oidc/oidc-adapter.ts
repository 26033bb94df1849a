import type { Kysely } from 'kysely';
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Database } from '../../../platform/database/schema.ts';

/**
 * oidc-provider's storage in our database, so sessions, codes, grants and tokens survive a
 * restart and are shared by every server instance. One table holds every model, keyed by
 * (kind, id); grant_id, uid and user_code are columns so they can be looked up and revoked.
 */
export class KyselyOidcAdapter implements Adapter {
  readonly #db: Kysely<Database>;
  readonly #kind: string;

  constructor(db: Kysely<Database>, kind: string) {
    this.#db = db;
    this.#kind = kind;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const row = {
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      user_code: payload.userCode ?? null,
      uid: payload.uid ?? null,
      account_id: payload.accountId ?? null,
      expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null,
      consumed_at: null,
    };
    await this.#db
      .insertInto('identity_oidc_payloads')
      .values({ kind: this.#kind, id, ...row })
      .onConflict((conflict) => conflict.columns(['kind', 'id']).doUpdateSet(row))
      .execute();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere('id', id);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere('uid', uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere('user_code', userCode);
  }

  /**
   * Marks a code or refresh token used, once: the provider checks `consumed` before it calls
   * this, so two requests racing with one token would both pass that check. Only the first
   * update finds the row unconsumed; the others fail as a reused grant.
   */
  async consume(id: string): Promise<void> {
    const result = await this.#db
      .updateTable('identity_oidc_payloads')
      .set({ consumed_at: new Date().toISOString() })
      .where('kind', '=', this.#kind)
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) {
      throw new errors.InvalidGrant('grant request is invalid (already used)');
    }
  }

  async destroy(id: string): Promise<void> {
    await this.#db
      .deleteFrom('identity_oidc_payloads')
      .where('kind', '=', this.#kind)
      .where('id', '=', id)
      .execute();
  }

  /** Revoking a grant removes everything issued under it, whatever the model. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.#db.deleteFrom('identity_oidc_payloads').where('grant_id', '=', grantId).execute();
  }

  async #findWhere(
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<AdapterPayload | undefined> {
    const row = await this.#db
      .selectFrom('identity_oidc_payloads')
      .select(['payload', 'expires_at', 'consumed_at'])
      .where('kind', '=', this.#kind)
      .where(column, '=', value)
      .executeTakeFirst();
    if (!row || (row.expires_at !== null && row.expires_at <= new Date().toISOString())) {
      return undefined;
    }
    const payload = JSON.parse(row.payload) as AdapterPayload;
    if (row.consumed_at !== null) {
      // oidc-provider reads `consumed` as "when", in epoch seconds (reuse detection).
      payload.consumed = Math.floor(Date.parse(row.consumed_at) / 1000);
    }
    return payload;
  }
}

/** Removes expired state; run now and then, as find() already ignores it. */
export async function deleteExpiredOidcPayloads(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('identity_oidc_payloads')
    .where('expires_at', '<=', new Date().toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
