import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  ARTICLE_GROUPS,
  ArticleGroupListSchema,
  CUT_OFF_CAMPAIGNS,
  CutOffCampaignParamsSchema,
  CutOffCampaignSchema,
} from '@my-account/contract/cut-off';
import { notFound } from '../../platform/http/http-error.ts';

const TAGS = ['cut-off'];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/**
 * The cut-off service (`/api/cut-off`): seasonal order deadlines per article group, from
 * configuration (decision 0216); the same for every customer.
 */
export const cutOffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/v1/ArticleGroup',
    {
      schema: {
        tags: TAGS,
        summary: 'The article groups that have order deadlines',
        response: { 200: ArticleGroupListSchema, ...errors },
      },
    },
    () => ARTICLE_GROUPS.map((name) => ({ name })),
  );

  app.get(
    '/v1/Campaign/:name',
    {
      schema: {
        tags: TAGS,
        summary:
          "A seasonal campaign's order deadlines per article group (name matched without case)",
        params: CutOffCampaignParamsSchema,
        response: { 200: CutOffCampaignSchema, ...errors },
      },
    },
    (request) => {
      const wanted = request.params.name.toLowerCase();
      const campaign = CUT_OFF_CAMPAIGNS.find((entry) => entry.name.toLowerCase() === wanted);
      if (!campaign) {
        throw notFound('Campaign');
      }
      return campaign;
    },
  );
};
