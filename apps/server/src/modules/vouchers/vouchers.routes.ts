import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { VoucherCodeParamsSchema, VoucherOfferSchema } from '@my-account/contract/vouchers';
import type { Database } from '../../platform/database/schema.ts';
import { getVoucherOffer } from './vouchers.service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** The vouchers service (`/api/vouchers`): what a voucher code offers. */
export const vouchersRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/v1/campaigns/offers/:code',
    {
      schema: {
        tags: ['vouchers'],
        summary: "A voucher code's campaign: description, discount and validity (404 = not found)",
        params: VoucherCodeParamsSchema,
        response: { 200: VoucherOfferSchema, ...errors },
      },
    },
    async (request) => getVoucherOffer(db, request.params.code),
  );
};
