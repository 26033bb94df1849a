import formBody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import { errors, type Interaction } from 'oidc-provider';
import { z } from 'zod';
import type { AppSettings } from '../../config/env.ts';
import type { Database } from '../../platform/database/schema.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { PASSWORD_MIN_LENGTH } from '@my-account/contract/password-change';
import { registerAccount, type Account } from './account.service.ts';
import { grantConsent } from './oidc/first-party-grant.ts';
import { authenticationMethods, INTERACTION_PATH } from './oidc/oidc-provider.ts';
import { errorPage } from './pages/error-page.ts';
import { pageContextFor, type PageContext } from './pages/page-layout.ts';
import { pageSender } from './pages/send-page.ts';
import { registerPage } from './pages/register-page.ts';
import { signInPage } from './pages/sign-in-page.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import { signInWithPassword } from './sign-in.service.ts';
import { PASSWORD_RESET_PATH } from './password-reset.service.ts';

export interface InteractionRoutesOptions {
  provider: Provider;
  settings: AppSettings;
  db: Kysely<Database>;
  appOrigins: readonly string[];
  throttle: SignInThrottle;
}

const ParamsSchema = z.object({ uid: z.string().min(1).max(100) });
const SignInBodySchema = z.object({
  email: z.string().max(1000).default(''),
  password: z.string().max(1000).default(''),
});
const RegisterBodySchema = z.object({
  firstName: z.string().max(1000).default(''),
  lastName: z.string().max(1000).default(''),
  email: z.string().max(1000).default(''),
  password: z.string().max(1000).default(''),
});

/**
 * Our sign-in and registration pages: the provider sends the browser here with an interaction
 * cookie; on success we hand the result back and the browser resumes the authorization.
 */
export const interactionRoutes: FastifyPluginAsyncZod<InteractionRoutesOptions> = async (
  app,
  { provider, settings, db, appOrigins, throttle },
) => {
  await app.register(formBody);
  const sendPage = pageSender(appOrigins);
  const homeUrl = `${settings.PUBLIC_URL}/`;
  const sensitive = {
    rateLimit: { max: settings.RATE_LIMIT_SENSITIVE, timeWindow: '1 minute' },
  };
  const urls = (uid: string) => ({
    signIn: `${INTERACTION_PATH}/${uid}`,
    signInAction: `${INTERACTION_PATH}/${uid}/sign-in`,
    register: `${INTERACTION_PATH}/${uid}/register`,
    forgotPassword: `${PASSWORD_RESET_PATH}?interaction=${encodeURIComponent(uid)}`,
  });

  /** The interaction in the browser's cookie, or undefined (and an error page) when it is gone. */
  const loadInteraction = async (
    request: FastifyRequest<{ Params: { uid: string } }>,
    reply: FastifyReply,
  ): Promise<{ interaction: Interaction; page: PageContext } | undefined> => {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      if (interaction.uid === request.params.uid) {
        return {
          interaction,
          page: pageContextFor(interaction.params.redirect_uri, settings.DEFAULT_VENDOR_HOST),
        };
      }
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) {
        throw error;
      }
    }
    await sendPage(
      reply,
      400,
      errorPage(pageContextFor(undefined, settings.DEFAULT_VENDOR_HOST), {
        homeUrl,
        expired: true,
      }),
    );
    return undefined;
  };

  const finishSignIn = async (request: FastifyRequest, reply: FastifyReply, account: Account) => {
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: account.id, amr: authenticationMethods(account) } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  };

  app.get('/:uid', { schema: { hide: true, params: ParamsSchema } }, async (request, reply) => {
    const loaded = await loadInteraction(request, reply);
    if (!loaded) {
      return reply;
    }
    const { interaction, page } = loaded;
    if (interaction.prompt.name === 'consent') {
      const grantId = await grantConsent(provider, interaction);
      const returnTo = await provider.interactionResult(request.raw, reply.raw, {
        consent: { grantId },
      });
      return reply.redirect(returnTo, 303);
    }
    const { signInAction, register, forgotPassword } = urls(interaction.uid);
    return sendPage(
      reply,
      200,
      signInPage(page, {
        action: signInAction,
        registerUrl: register,
        forgotPasswordUrl: forgotPassword,
      }),
    );
  });

  app.post(
    '/:uid/sign-in',
    { schema: { hide: true, params: ParamsSchema, body: SignInBodySchema }, config: sensitive },
    async (request, reply) => {
      const loaded = await loadInteraction(request, reply);
      if (!loaded) {
        return reply;
      }
      const { email, password } = request.body;
      const { signInAction, register, forgotPassword } = urls(loaded.interaction.uid);
      const missing = { email: email.trim() === '', password: password === '' };
      if (missing.email || missing.password) {
        return sendPage(
          reply,
          400,
          signInPage(loaded.page, {
            action: signInAction,
            registerUrl: register,
            forgotPasswordUrl: forgotPassword,
            email,
            problem: 'missingFields',
            missing,
          }),
        );
      }
      const outcome = await signInWithPassword({ db, throttle }, email, password);
      if (outcome.kind === 'throttled') {
        void reply.header('retry-after', String(outcome.retryAfterSeconds));
        const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
        throw new HttpError(
          429,
          'RATE_LIMITED',
          `Too many failed sign-ins for this account: try again in ${String(minutes)} minutes`,
        );
      }
      if (outcome.kind === 'wrongCredentials') {
        return sendPage(
          reply,
          401,
          signInPage(loaded.page, {
            action: signInAction,
            registerUrl: register,
            forgotPasswordUrl: forgotPassword,
            email,
            problem: 'wrongCredentials',
          }),
        );
      }
      return finishSignIn(request, reply, outcome.account);
    },
  );

  app.get(
    '/:uid/register',
    { schema: { hide: true, params: ParamsSchema } },
    async (request, reply) => {
      const loaded = await loadInteraction(request, reply);
      if (!loaded) {
        return reply;
      }
      const { register, signIn } = urls(loaded.interaction.uid);
      return sendPage(
        reply,
        200,
        registerPage(loaded.page, {
          action: register,
          signInUrl: signIn,
          minPasswordLength: PASSWORD_MIN_LENGTH,
          isB2b: loaded.page.vendor.b2b,
        }),
      );
    },
  );

  app.post(
    '/:uid/register',
    { schema: { hide: true, params: ParamsSchema, body: RegisterBodySchema }, config: sensitive },
    async (request, reply) => {
      const loaded = await loadInteraction(request, reply);
      if (!loaded) {
        return reply;
      }
      // A customer who registers on a business host is a business customer.
      const isB2b = loaded.page.vendor.b2b;
      const result = await registerAccount(db, request.body, { isB2b });
      if (result.ok) {
        return finishSignIn(request, reply, result.account);
      }
      const { register, signIn } = urls(loaded.interaction.uid);
      const { firstName, lastName, email } = request.body;
      return sendPage(
        reply,
        result.errors.email === 'emailTaken' ? 409 : 400,
        registerPage(loaded.page, {
          action: register,
          signInUrl: signIn,
          minPasswordLength: PASSWORD_MIN_LENGTH,
          isB2b,
          values: { firstName, lastName, email },
          errors: result.errors,
        }),
      );
    },
  );
};
