import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import type { ProjectsTable } from './projects.tables.ts';

export type ProjectRow = Selectable<ProjectsTable>;
const PROJECTS = 'projects_projects';

export async function findProject(
  db: Kysely<Database>,
  id: string,
): Promise<ProjectRow | undefined> {
  return db.selectFrom(PROJECTS).selectAll().where('id', '=', id).executeTakeFirst();
}

/** One page of the customer's projects, last edited first, and how many they have in all. */
export async function listCustomerProjects(
  db: Kysely<Database>,
  customerId: string,
  page: { skip: number; limit: number },
): Promise<{ rows: ProjectRow[]; totalCount: number }> {
  const rows = await db
    .selectFrom(PROJECTS)
    .selectAll()
    .where('customer_id', '=', customerId)
    // The id breaks ties, so pages never repeat or skip a project edited at the same time.
    .orderBy('last_edited_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
  const { count } = await db
    .selectFrom(PROJECTS)
    .select((eb) => eb.fn.countAll().as('count'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  // A number on SQLite, a string on PostgreSQL.
  return { rows, totalCount: Number(count) };
}

/**
 * Creates the project, or updates it when its id is this customer's (created_at kept). False
 * when the id is another customer's: nothing changed.
 */
export async function upsertCustomerProject(
  db: Kysely<Database>,
  row: Insertable<ProjectsTable>,
): Promise<boolean> {
  const changes = {
    title: row.title,
    article_code: row.article_code,
    article_type: row.article_type,
    page_count: row.page_count,
    cover_photo_id: row.cover_photo_id,
    cover_image_url: row.cover_image_url,
    prints_selection: row.prints_selection,
    last_edited_at: row.last_edited_at,
  };
  const saved = await db
    .insertInto(PROJECTS)
    .values(row)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet(changes).where(`${PROJECTS}.customer_id`, '=', row.customer_id),
    )
    .returning('id')
    .executeTakeFirst();
  return saved !== undefined;
}

/** Deletes the customer's project; false when they have none with this id. */
export async function deleteCustomerProject(
  db: Kysely<Database>,
  customerId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom(PROJECTS)
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Account deletion: every project of the customer. */
export async function deleteAllCustomerProjects(
  db: Kysely<Database>,
  customerId: string,
): Promise<void> {
  await db.deleteFrom(PROJECTS).where('customer_id', '=', customerId).execute();
}
