import { z } from 'zod/mini';

/** The first message a push socket must send; the server answers with the text "OK". */
export const PushAuthenticateMessageSchema = z.object({
  action: z.literal('authenticate'),
  token: z.string().check(z.minLength(1)),
});
export type PushAuthenticateMessage = z.infer<typeof PushAuthenticateMessageSchema>;

export const PUSH_AUTHENTICATED_REPLY = 'OK';

/** Close codes the server uses; the app reconnects when it needs push again. */
export const PUSH_CLOSE_CODES = {
  /** No valid authenticate message in time, or a bad token. */
  unauthenticated: 4401,
  /** The server is shutting down. */
  goingAway: 1001,
  /** The server could not listen for the customer's messages (say, Redis is away): retry later. */
  unavailable: 1011,
} as const;
