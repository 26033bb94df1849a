import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import { findCustomerSummary } from '../customer/customer.public.ts';
import {
  DEMO_EMAILS,
  findAccountIdByEmail,
  IDP_TYPE,
  type DemoAccount,
} from '../identity/identity.public.ts';
import { listNewestPhotoIds } from '../photo-management/photo-management.public.ts';
import { upsertCustomerProject } from './projects.repository.ts';

const HOUR_MS = 60 * 60 * 1000;

interface DemoProject {
  id: string;
  title: string;
  articleCode: string;
  articleType: string;
  pageCount: number;
  /** Hours before the start it was last edited; created a few days before that. */
  editedHoursAgo: number;
  /** Which of the customer's newest photos is the cover (none: the product's icon). */
  coverPhoto?: number;
}

/** Unfinished creations of the editor: a photo book, a calendar, wall art, a card. */
const PRIVATE_PROJECTS: DemoProject[] = [
  {
    id: 'demo-project-summer-book',
    title: 'Summer in Cornwall',
    articleCode: 'PAP_130',
    articleType: 'Photobook',
    pageCount: 40,
    editedHoursAgo: 2,
    coverPhoto: 0,
  },
  {
    id: 'demo-project-family-calendar',
    title: 'Family calendar 2027',
    articleCode: 'PAP_720',
    articleType: 'Calendar',
    pageCount: 13,
    editedHoursAgo: 30,
    coverPhoto: 5,
  },
  {
    id: 'demo-project-canvas',
    title: 'Beach canvas',
    articleCode: 'PAP_400',
    articleType: 'WallDecor',
    pageCount: 1,
    editedHoursAgo: 24 * 6,
    coverPhoto: 9,
  },
  {
    id: 'demo-project-birthday-card',
    title: 'Birthday card for Gran',
    articleCode: 'PAP_610',
    articleType: 'Card',
    pageCount: 2,
    editedHoursAgo: 24 * 20,
  },
];

/**
 * The private demo customer's saved projects, seeded with the account (only one made by this
 * start, after its photos, so covers show them). Returns how many it saved.
 */
export async function seedDemoProjects(
  db: Kysely<Database>,
  accounts: readonly Pick<DemoAccount, 'email' | 'created'>[],
  now = new Date(),
): Promise<number> {
  const account = accounts.find((demo) => demo.email === DEMO_EMAILS.private);
  const idpSub = account?.created && (await findAccountIdByEmail(db, account.email));
  const customer = idpSub && (await findCustomerSummary(db, { idpType: IDP_TYPE, idpSub }));
  if (!idpSub || !customer) {
    return 0;
  }
  const photoIds = await listNewestPhotoIds(db, idpSub, 10);
  for (const demo of PRIVATE_PROJECTS) {
    const editedAt = now.getTime() - demo.editedHoursAgo * HOUR_MS;
    await upsertCustomerProject(db, {
      id: demo.id,
      customer_id: customer.id,
      title: demo.title,
      article_code: demo.articleCode,
      article_type: demo.articleType,
      page_count: demo.pageCount,
      cover_photo_id: demo.coverPhoto === undefined ? null : (photoIds[demo.coverPhoto] ?? null),
      cover_image_url: null,
      prints_selection: null,
      created_at: new Date(editedAt - 3 * 24 * HOUR_MS).toISOString(),
      last_edited_at: new Date(editedAt).toISOString(),
    });
  }
  return PRIVATE_PROJECTS.length;
}
