import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  NewPrintsProjectSchema,
  ProjectIdParamsSchema,
  ProjectsAccountIdParamsSchema,
  SavedProjectDetailsSchema,
  SavedProjectListSchema,
  SavedProjectsQuerySchema,
} from '@my-account/contract/projects';
import type { AppContext } from '../../platform/app-context.ts';
import { createProjectsDeps, projectsImageBase } from './projects.deps.ts';
import {
  createMyPrintsProject,
  deleteMyProject,
  getMyProject,
  listMyProjects,
} from './projects.service.ts';

const TAGS = ['projects'];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/**
 * The saved projects API (`/api/projects`, the spec's paths below it, `/api/v2/...` included as
 * vouchers keep theirs): the signed-in customer's own projects.
 */
export const projectsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const deps = createProjectsDeps(ctx);
  app.addHook('onRequest', app.authenticate);
  const viewer = (request: Parameters<typeof projectsImageBase>[0]) => ({
    ownerId: request.user.sub,
    base: projectsImageBase(request),
  });

  app.get(
    '/api/v2/projects/:accountId',
    {
      schema: {
        tags: TAGS,
        summary:
          "The customer's saved projects, last edited first, a page at a time (skip, limit up to 100, 10 by default); accountId is the customer record's id, another's is 404",
        params: ProjectsAccountIdParamsSchema,
        querystring: SavedProjectsQuerySchema,
        response: { 200: SavedProjectListSchema, ...errors },
      },
    },
    async (request) =>
      listMyProjects(deps, request.user, request.params.accountId, request.query, viewer(request)),
  );

  app.get(
    '/api/v2/project/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          "One of the customer's saved projects; a prints project with its photos and options (404 for another customer's)",
        params: ProjectIdParamsSchema,
        response: { 200: SavedProjectDetailsSchema, ...errors },
      },
    },
    async (request) => getMyProject(deps, request.user, request.params.id, viewer(request)),
  );

  app.delete(
    '/api/v2/project/:id',
    {
      schema: {
        tags: TAGS,
        summary: "Deletes one of the customer's saved projects (404 for another customer's)",
        params: ProjectIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteMyProject(deps, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v2/project',
    {
      schema: {
        tags: TAGS,
        summary:
          "The prints order step saves the customer's selection (photos, quantities, size, finish, border) as a saved project",
        body: NewPrintsProjectSchema,
        response: { 201: SavedProjectDetailsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const project = await createMyPrintsProject(
        deps,
        request.user,
        request.body,
        viewer(request),
      );
      return reply.status(201).send(project);
    },
  );
};
