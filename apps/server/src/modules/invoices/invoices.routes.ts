import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  HistoricalInvoiceListSchema,
  InvoiceGroupFileSchema,
  InvoiceIdParamsSchema,
  InvoicePdfParamsSchema,
  invoiceFileName,
} from '@my-account/contract/invoices';
import type { AppContext } from '../../platform/app-context.ts';
import { attachmentDisposition } from '../../platform/http/content-disposition.ts';
import { fileResponse } from '../../platform/http/file-response.ts';
import { getMyInvoiceFile, listMyInvoices, renderMyInvoicePdf } from './invoices.service.ts';

const TAGS = ['invoices'];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** The invoices API (`/api/invoices`, the spec's paths): a business customer's own invoices. */
export const invoicesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const db = ctx.database.db;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/v1/HistoricalInvoice/me',
    {
      schema: {
        tags: TAGS,
        summary:
          "The business customer's invoices, newest first: one per order paid by invoice (404 for a private customer)",
        response: { 200: HistoricalInvoiceListSchema, ...errors },
      },
    },
    async (request) => listMyInvoices(db, request.user),
  );

  app.get(
    '/api/v1/InvoiceGroupFiles/me/:id',
    {
      schema: {
        tags: TAGS,
        summary: "The state of one invoice's PDF (404 for another customer's)",
        params: InvoiceIdParamsSchema,
        response: { 200: InvoiceGroupFileSchema, ...errors },
      },
    },
    async (request) => getMyInvoiceFile(db, request.user, request.params.id),
  );

  app.get(
    '/api/v1/HistoricalInvoice/me/pdf/:id/:channel',
    {
      schema: {
        tags: TAGS,
        summary:
          "The invoice as a PDF, saved as invoice_{id}.pdf, in the language of the channel (a vendor host); 404 for another customer's",
        params: InvoicePdfParamsSchema,
        response: { 200: fileResponse('The invoice', 'application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const pdf = await renderMyInvoicePdf(
        db,
        request.user,
        request.params.id,
        request.params.channel,
      );
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachmentDisposition(invoiceFileName(request.params.id)))
        .send(Buffer.from(pdf));
    },
  );
};
