import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { widgetsPublicRoutes } from './widgets-public.routes.ts';
import { widgetsRoutes } from './widgets.routes.ts';
import { createWidgetsDeps } from './widgets.deps.ts';

/** The widgets service of the spec's call list. */
export const WIDGETS_PREFIX = '/api/widgets';

/** Mounts the service: the signed-in customer's routes and the shared books' public viewer. */
export async function registerWidgets(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const deps = createWidgetsDeps(ctx);
  await app.register(widgetsRoutes, { prefix: WIDGETS_PREFIX, deps, settings: ctx.settings });
  await app.register(widgetsPublicRoutes, { prefix: WIDGETS_PREFIX, deps });
}
