import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  EditorProjectParamsSchema,
  EditorProjectSchema,
  SavedProjectSchema,
} from '@my-account/contract/projects';
import type { AppContext } from '../../platform/app-context.ts';
import { serviceSecurity } from '../../platform/http/openapi.ts';
import { createProjectsDeps, projectsImageBase } from './projects.deps.ts';
import { saveEditorProject } from './projects.service.ts';

const TAGS = ['projects (internal)'];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/**
 * The saved projects' internal route (`/api/projects/internal`): the editor saves a customer's
 * project with a client-credentials token of the `editor` scope (decision 0240).
 */
export const projectsInternalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const deps = createProjectsDeps(ctx);

  app.put(
    '/customers/:customerId/projects/:projectId',
    {
      onRequest: app.authenticateService('editor'),
      schema: {
        tags: TAGS,
        summary:
          "The editor saves a customer's unfinished project by its own id: 201 created, 200 updated; 409 PROJECT_ID_TAKEN when the id is another customer's. The cover is a photo of the customer's library or an https image URL.",
        security: serviceSecurity('editor'),
        params: EditorProjectParamsSchema,
        body: EditorProjectSchema,
        response: { 200: SavedProjectSchema, 201: SavedProjectSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { customerId, projectId } = request.params;
      const saved = await saveEditorProject(
        deps,
        customerId,
        projectId,
        request.body,
        projectsImageBase(request),
      );
      request.log.info(
        { serviceClient: request.service.clientId, projectId, created: saved.created },
        'project saved by the editor',
      );
      return reply.status(saved.created ? 201 : 200).send(saved.project);
    },
  );
};
