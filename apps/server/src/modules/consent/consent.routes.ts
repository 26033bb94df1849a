import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONSENT_COOKIE,
  ConsentChoiceSchema,
  StoredConsentSchema,
  consentOfCode,
  type StoredConsent,
} from '@my-account/contract/consent';
import { consentCookieOptions } from './consent-cookie.ts';

/**
 * The cookie choice (`/api/consent`), before and after sign-in alike, so no token. The server
 * writes the cookie rather than the app: browsers that cap cookies written by script to days
 * (Safari) keep a server's cookie for its whole life, so the banner does not come back each
 * week (decision 0204).
 */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyCookie);

  app.put(
    '/choice',
    {
      schema: {
        tags: ['consent'],
        summary: 'Stores the cookie choice (code 00, 01, 10 or 11) in the consent cookie',
        body: ConsentChoiceSchema,
        response: { 200: StoredConsentSchema },
      },
    },
    async (request, reply): Promise<StoredConsent> => {
      const { code } = request.body;
      void reply
        .header('Cache-Control', 'no-store')
        .setCookie(CONSENT_COOKIE, code, consentCookieOptions(request));
      return { code, ...consentOfCode(code) };
    },
  );
};
