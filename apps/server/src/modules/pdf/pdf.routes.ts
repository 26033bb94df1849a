import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZipFile } from 'yazl';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { MapPdfListSchema } from '@my-account/contract/pdf';
import { ProductCodeParamsSchema } from '@my-account/contract/products';
import type { AppContext } from '../../platform/app-context.ts';
import { wholeFileRead } from '../../platform/blobs/blob-store.ts';
import { attachmentDisposition } from '../../platform/http/content-disposition.ts';
import { fileResponse } from '../../platform/http/file-response.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { onOrderPlaced } from '../orders/orders.public.ts';
import { createPdfDeps } from './pdf.deps.ts';
import { registerProductPdfJobs } from './pdf.jobs.ts';
import {
  findMyProductPdf,
  listMyMapPdfs,
  NOT_READY_RETRY_SECONDS,
  productPdfsOnOrderPlaced,
} from './pdf.service.ts';

const TAGS = ['pdf'];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/**
 * The PDF API (`/api/pdf`, the spec's paths): a product's PDF as a zip and the customer's map
 * PDFs. Generating them is a job per product, asked for when an order is placed.
 */
export const pdfRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const deps = createPdfDeps(ctx);
  registerProductPdfJobs(deps);
  const stopListening = onOrderPlaced(deps.db, productPdfsOnOrderPlaced(deps));
  app.addHook('onClose', async () => {
    stopListening();
  });
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/v1/pdf/me/:code',
    {
      schema: {
        tags: TAGS,
        summary:
          "The product's PDF in a zip ({productCode}.pdf inside), unzipped by the app; 409 PRODUCT_PDF_NOT_READY while it is generated, 404 for another customer's code",
        params: ProductCodeParamsSchema,
        response: { 200: fileResponse('A zip holding the PDF', 'application/zip'), ...errors },
      },
    },
    async (request, reply) => {
      let pdf;
      try {
        pdf = await findMyProductPdf(deps, request.user, request.params.code);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 409) {
          reply.header('retry-after', String(NOT_READY_RETRY_SECONDS));
        }
        throw error;
      }
      const zip = new ZipFile();
      const source = await ctx.blobs.get(pdf.blobKey, wholeFileRead(pdf.size));
      // The PDF's images are JPEGs already: stored, not compressed again.
      zip.addReadStream(source, pdf.fileName, {
        compress: false,
        size: pdf.size,
        mtime: pdf.createdAt,
      });
      zip.end();
      const output = zip.outputStream;
      if (!(output instanceof Readable)) {
        throw new Error('yazl output is not a Node readable stream');
      }
      return reply
        .type('application/zip')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          attachmentDisposition(pdf.fileName.replace(/\.pdf$/, '.zip')),
        )
        .send(output);
    },
  );

  app.get(
    '/v1/Pdfs/me',
    {
      schema: {
        tags: TAGS,
        summary:
          "The customer's map PDFs: the PDFs generated of their orders' products, newest first",
        response: { 200: MapPdfListSchema, ...errors },
      },
    },
    async (request) => listMyMapPdfs(deps, request.user),
  );
};
