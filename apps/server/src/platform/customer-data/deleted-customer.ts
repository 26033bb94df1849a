import type { Kysely } from 'kysely';
import type { BlobStore } from '../blobs/blob-store.ts';
import { ownerFolder } from '../blobs/owner-folder.ts';
import type { Database } from '../database/schema.ts';

/**
 * A customer whose data is being deleted: every way a module may have keyed a row or blob on
 * them. Modules key on different ones (photos on the token `sub`, the customer record on the
 * identity, the outbox on the e-mail address), so a deleter gets them all.
 */
export interface DeletedCustomer {
  /** The access token's `sub`: the owner id of photos, albums, downloads, exports, uploads... */
  subject: string;
  /** The identity provider and the account there: the customer record's key. */
  idpType: string;
  idpSub: string;
  /** The customer record's id, when the customer had one. */
  customerId: string | null;
  /**
   * The customer's e-mail addresses (lower case). Another account may register one of them once
   * the deletion is confirmed, so a row found by address alone is only theirs up to `confirmedAt`.
   */
  emails: readonly string[];
  /** ISO-8601 UTC: when the customer confirmed the deletion. */
  confirmedAt: string;
}

/** What a module's `deleteCustomerData` works with. */
export interface CustomerDataDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
}

/** The ids that name the customer as whole values (in columns, JSON, job payloads). */
export function customerIds(customer: DeletedCustomer): string[] {
  const ids = [customer.subject, customer.idpSub];
  if (customer.customerId !== null) {
    ids.push(customer.customerId);
  }
  return [...new Set(ids)];
}

/** The hash that stands for the customer inside blob keys (`photos/<hash>/...`). */
export function customerBlobFolder(customer: DeletedCustomer): string {
  return ownerFolder(customer.subject);
}
