import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { ProductCodeParamsSchema, ProductSchema } from '@my-account/contract/products';
import type { AppContext } from '../../platform/app-context.ts';
import { createPdfDeps } from '../pdf/pdf.public.ts';
import { getMyProduct } from './products.service.ts';

const TAGS = ['products'];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** The products API (`/api/products`, the spec's path): a product of the customer's orders. */
export const productsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const deps = createPdfDeps(ctx);
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/v1/Products/:code',
    {
      schema: {
        tags: TAGS,
        summary:
          "A product of the customer's orders by its product code, with its files (purpose product.pdf marks its PDF once generated); 404 for another customer's",
        params: ProductCodeParamsSchema,
        response: { 200: ProductSchema, ...errors },
      },
    },
    async (request) => getMyProduct(deps, request.user, request.params.code),
  );
};
