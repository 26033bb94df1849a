import { z } from 'zod';

/** A failed operation the app reports to the server's error-reporting endpoint. */
export const ClientErrorReportSchema = z.object({
  message: z.string().min(1).max(4000),
  action: z.string().max(200).optional(),
  url: z.string().max(2000).optional(),
  stack: z.string().max(20000).optional(),
  correlationId: z.string().max(200).optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;
