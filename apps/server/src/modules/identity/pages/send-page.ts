import type { FastifyReply } from 'fastify';
import { pageContentSecurityPolicy } from './page-layout.ts';

export type PageSender = (reply: FastifyReply, status: number, body: string) => FastifyReply;

/** Sends a rendered page with its CSP, never cached (pages hold form state and tokens). */
export function pageSender(appOrigins: readonly string[]): PageSender {
  const csp = pageContentSecurityPolicy(appOrigins);
  return (reply, status, body) =>
    reply
      .status(status)
      .header('Content-Security-Policy', csp)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);
}
