import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../platform/database/schema.ts';

/** The algorithm of the embedded provider's token signing key. */
export const SIGNING_ALGORITHM = 'RS256';

export interface OidcKeys {
  /** Private signing keys, for the provider. */
  signingKeys: JWK[];
  /** The same keys without their private parts, for verifying access tokens in-process. */
  publicKeys: JWK[];
  /** Keygrip keys that sign the provider's cookies. */
  cookieKeys: string[];
}

const SIGNING_KEYS_ID = 'oidc-signing-keys';
const COOKIE_KEYS_ID = 'oidc-cookie-keys';
const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']);

const SigningKeysSchema = z.array(z.looseObject({ kty: z.string(), kid: z.string() }));
const CookieKeysSchema = z.array(z.string().min(32)).min(1);

/**
 * The provider's keys, generated on first start and kept in the database, so a restart (or
 * another instance) keeps signing with the same keys: tokens and session cookies stay valid.
 */
export async function loadOrCreateOidcKeys(db: Kysely<Database>): Promise<OidcKeys> {
  const signingKeys = SigningKeysSchema.parse(
    await loadOrCreate(db, SIGNING_KEYS_ID, async () => [await generateSigningKey()]),
  ) as JWK[];
  const cookieKeys = CookieKeysSchema.parse(
    await loadOrCreate(db, COOKIE_KEYS_ID, () =>
      Promise.resolve([randomBytes(32).toString('base64url')]),
    ),
  );
  return { signingKeys, publicKeys: signingKeys.map(publicPart), cookieKeys };
}

async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: SIGNING_ALGORITHM, use: 'sig' };
}

function publicPart(jwk: JWK): JWK {
  return Object.fromEntries(Object.entries(jwk).filter(([member]) => !PRIVATE_MEMBERS.has(member)));
}

/**
 * Reads a secret, creating it when absent. Two instances starting together may both generate
 * one; the insert keeps the first and both then read that one.
 */
async function loadOrCreate(
  db: Kysely<Database>,
  id: string,
  create: () => Promise<unknown>,
): Promise<unknown> {
  const existing = await readSecret(db, id);
  if (existing !== undefined) {
    return existing;
  }
  await db
    .insertInto('identity_keys')
    .values({ id, value: JSON.stringify(await create()), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const created = await readSecret(db, id);
  if (created === undefined) {
    throw new Error(`Could not store the ${id}`);
  }
  return created;
}

async function readSecret(db: Kysely<Database>, id: string): Promise<unknown> {
  const row = await db
    .selectFrom('identity_keys')
    .select('value')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as unknown) : undefined;
}
