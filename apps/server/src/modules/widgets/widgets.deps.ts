import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/app-context.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import type { Database } from '../../platform/database/schema.ts';
import type { Mailer } from '../../platform/mailer/mailer.ts';

/** What the widgets services work with; built once in the module's plugin. */
export interface WidgetsDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
  mailer: Mailer;
  /** The vendor of a share whose vendorId names none (cannot happen past the schema). */
  defaultVendorHost: string;
  now: () => Date;
}

export function createWidgetsDeps(ctx: AppContext): WidgetsDeps {
  return {
    db: ctx.database.db,
    blobs: ctx.blobs,
    mailer: ctx.mailer,
    defaultVendorHost: ctx.settings.DEFAULT_VENDOR_HOST,
    now: () => new Date(),
  };
}
