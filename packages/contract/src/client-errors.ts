import { z } from 'zod/mini';

/** A failed operation the app reports to the server's error-reporting endpoint. */
export const ClientErrorReportSchema = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(4000)),
  action: z.optional(z.string().check(z.maxLength(200))),
  url: z.optional(z.string().check(z.maxLength(2000))),
  stack: z.optional(z.string().check(z.maxLength(20000))),
  correlationId: z.optional(z.string().check(z.maxLength(200))),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;
