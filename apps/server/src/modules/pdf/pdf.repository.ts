import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import type { ProductPdfsTable } from './pdf.tables.ts';

export type ProductPdfRow = Selectable<ProductPdfsTable>;
const PDFS = 'pdf_product_pdfs';

/** Stores the row unless the product has one; true when this call stored it. */
export async function insertProductPdfIfMissing(
  db: Kysely<Database>,
  row: Insertable<ProductPdfsTable>,
): Promise<boolean> {
  const inserted = await db
    .insertInto(PDFS)
    .values(row)
    .onConflict((oc) => oc.column('product_id').doNothing())
    .returning('product_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findProductPdf(
  db: Kysely<Database>,
  productId: string,
): Promise<ProductPdfRow | undefined> {
  return db.selectFrom(PDFS).selectAll().where('product_id', '=', productId).executeTakeFirst();
}

/**
 * Changes the row only while it still carries this claim (checked in the same statement, so of
 * two requests re-claiming a lost job only one wins). False when it did not.
 */
export async function updateProductPdfIfClaim(
  db: Kysely<Database>,
  productId: string,
  claim: string,
  changes: Updateable<ProductPdfsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable(PDFS)
    .set(changes)
    .where('product_id', '=', productId)
    .where('claim', '=', claim)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Gives a pending or failed PDF a new claim, unless another request did first or its job made
 * it meanwhile (a ready PDF is never made again). False when it did not.
 */
export async function reclaimProductPdf(
  db: Kysely<Database>,
  productId: string,
  claim: string,
  changes: Pick<Updateable<ProductPdfsTable>, 'claim' | 'updated_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable(PDFS)
    .set({ ...changes, status: 'pending', job_id: null })
    .where('product_id', '=', productId)
    .where('claim', '=', claim)
    .where('status', '!=', 'ready')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteProductPdf(db: Kysely<Database>, productId: string): Promise<void> {
  await db.deleteFrom(PDFS).where('product_id', '=', productId).execute();
}

/** The customer's generated PDFs, newest first. */
export async function listReadyCustomerPdfs(
  db: Kysely<Database>,
  customerId: string,
): Promise<ProductPdfRow[]> {
  return db
    .selectFrom(PDFS)
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('status', '=', 'ready')
    .orderBy('created_at', 'desc')
    .orderBy('product_code')
    .execute();
}

/** For the orphan sweep: the rows of these products. */
export async function findProductPdfsByIds(
  db: Kysely<Database>,
  productIds: readonly string[],
): Promise<ProductPdfRow[]> {
  if (productIds.length === 0) {
    return [];
  }
  return db
    .selectFrom(PDFS)
    .selectAll()
    .where('product_id', 'in', [...productIds])
    .execute();
}

/** Account deletion: every row of the customer (by record, and by photo owner). */
export async function deleteCustomerPdfRows(
  db: Kysely<Database>,
  customerId: string | null,
  ownerId: string,
): Promise<void> {
  await db
    .deleteFrom(PDFS)
    .where((eb) =>
      customerId === null
        ? eb('owner_id', '=', ownerId)
        : eb.or([eb('customer_id', '=', customerId), eb('owner_id', '=', ownerId)]),
    )
    .execute();
}
