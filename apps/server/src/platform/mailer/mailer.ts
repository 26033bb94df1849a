import { z } from 'zod';

/** One e-mail. `to` is a single address: every mail we send goes to one customer. */
export const MailMessageSchema = z.object({
  to: z.email(),
  // Header values: line breaks would let a subject smuggle in headers on some relays.
  subject: z
    .string()
    .min(1)
    .max(998)
    .regex(/^[^\r\n]*$/, 'must be one line'),
  text: z.string(),
  html: z.string().optional(),
  /**
   * A newsletter-type mail's one-click unsubscribe URL (RFC 8058): sent as `List-Unsubscribe`
   * with `List-Unsubscribe-Post`, so mail programs offer their own button, which POSTs to it.
   */
  listUnsubscribeUrl: z.url({ protocol: /^https?$/ }).optional(),
});
export type MailMessage = z.infer<typeof MailMessageSchema>;

export interface Mailer {
  /** Sends (or, in the embedded default, keeps) the mail; rejects a malformed message. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
