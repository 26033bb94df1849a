import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { onWidgetsDeleted } from '../widgets/widgets.public.ts';
import { widgetGalleryInternalRoutes } from './widget-gallery-internal.routes.ts';
import { widgetGalleryPublicRoutes } from './widget-gallery-public.routes.ts';
import { deleteWidgetEntries } from './widget-gallery.repository.ts';
import { widgetGalleryRoutes } from './widget-gallery.routes.ts';

/** The widget gallery service of the spec's call list. */
export const WIDGET_GALLERY_PREFIX = '/api/widget-gallery';

/**
 * Mounts the service: the customer's entries, the public blocked-order check and customer
 * care's blocking; a widget taken offline leaves every gallery.
 */
export async function registerWidgetGallery(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const stopListening = onWidgetsDeleted(db, (widgetIds) => deleteWidgetEntries(db, widgetIds));
  app.addHook('onClose', async () => {
    stopListening();
  });
  await app.register(widgetGalleryRoutes, { prefix: WIDGET_GALLERY_PREFIX, db });
  await app.register(widgetGalleryPublicRoutes, { prefix: WIDGET_GALLERY_PREFIX, db });
  await app.register(widgetGalleryInternalRoutes, {
    prefix: `${WIDGET_GALLERY_PREFIX}/internal`,
    db,
  });
}
