import formBody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { EmailAddressSchema } from '@my-account/contract/email-change';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@my-account/contract/password-change';
import type { AppSettings } from '../../config/env.ts';
import type { IdentityChangesDeps } from './identity-changes.deps.ts';
import { PASSWORD_RESET_VALID_MINUTES } from './identity-mails.ts';
import { INTERACTION_PATH } from './oidc/oidc-provider.ts';
import { forgotPasswordPage, forgotPasswordSentPage } from './pages/forgot-password-pages.ts';
import { pageContextFor, type PageContext } from './pages/page-layout.ts';
import {
  passwordChangedPage,
  resetLinkInvalidPage,
  resetPasswordPage,
  type ResetPasswordProblem,
} from './pages/reset-password-pages.ts';
import { pageSender } from './pages/send-page.ts';
import {
  findValidReset,
  PASSWORD_RESET_PATH,
  requestPasswordReset,
  resetPassword,
} from './password-reset.service.ts';

export interface PasswordResetRoutesOptions {
  provider: Provider;
  settings: AppSettings;
  deps: IdentityChangesDeps;
  appOrigins: readonly string[];
}

const InteractionQuerySchema = z.object({ interaction: z.string().max(100).optional() });
const ForgotBodySchema = z.object({
  email: z.string().max(1000).default(''),
  interaction: z.string().max(100).optional(),
});
const TokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
const ResetBodySchema = z.object({
  password: z.string().max(1000).default(''),
  confirmPassword: z.string().max(1000).default(''),
});

function passwordProblem(password: string, confirm: string): ResetPasswordProblem | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return 'passwordTooShort';
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return 'passwordTooLong';
  }
  return password === confirm ? undefined : 'passwordsDiffer';
}

/**
 * "Forgot your password?" on the sign-in page: a form that mails a single-use link, and the
 * page that link opens to choose a new password. Server-rendered like the sign-in pages, on the
 * provider's origin, in the brand of the app the customer was signing in to.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (
  app,
  { provider, settings, deps, appOrigins },
) => {
  await app.register(formBody);
  const sendPage = pageSender(appOrigins);
  const homeOrigin = new URL(settings.PUBLIC_URL).origin;
  const sensitive = {
    rateLimit: { max: settings.RATE_LIMIT_SENSITIVE, timeWindow: '1 minute' },
  };
  const pageFor = (origin: string): PageContext =>
    pageContextFor(`${origin}/`, settings.DEFAULT_VENDOR_HOST);

  /**
   * The sign-in the customer came from: its page to go back to, and the app's origin (the
   * provider checked its redirect URI against the registered ones). Without one (expired, or
   * opened on its own), the way back is the app at PUBLIC_URL, which starts a new sign-in.
   */
  const signInOf = async (uid: string | undefined) => {
    const interaction = uid ? await provider.Interaction.find(uid) : undefined;
    const redirectUri = interaction?.params.redirect_uri;
    const origin =
      (typeof redirectUri === 'string' ? URL.parse(redirectUri)?.origin : undefined) ?? homeOrigin;
    return {
      uid: interaction ? uid : undefined,
      origin,
      signInUrl: interaction && uid ? `${INTERACTION_PATH}/${uid}` : `${origin}/`,
    };
  };

  app.get(
    '/',
    { schema: { hide: true, querystring: InteractionQuerySchema } },
    async (request, reply) => {
      const signIn = await signInOf(request.query.interaction);
      return sendPage(
        reply,
        200,
        forgotPasswordPage(pageFor(signIn.origin), {
          action: PASSWORD_RESET_PATH,
          signInUrl: signIn.signInUrl,
          interaction: signIn.uid,
        }),
      );
    },
  );

  app.post(
    '/',
    { schema: { hide: true, body: ForgotBodySchema }, config: sensitive },
    async (request, reply) => {
      const signIn = await signInOf(request.body.interaction);
      const page = pageFor(signIn.origin);
      const form = {
        action: PASSWORD_RESET_PATH,
        signInUrl: signIn.signInUrl,
        interaction: signIn.uid,
        email: request.body.email,
      };
      const typed = request.body.email.trim();
      const email = EmailAddressSchema.safeParse(typed);
      if (!email.success) {
        const problem = typed === '' ? 'emailRequired' : 'emailInvalid';
        return sendPage(reply, 400, forgotPasswordPage(page, { ...form, problem }));
      }
      const outcome = await requestPasswordReset(deps, email.data, signIn.origin);
      if (outcome.kind === 'rateLimited') {
        void reply.header('retry-after', String(outcome.retryAfterSeconds));
        const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
        return sendPage(
          reply,
          429,
          forgotPasswordPage(page, { ...form, problem: { tooManyRequestsMinutes: minutes } }),
        );
      }
      return sendPage(
        reply,
        200,
        forgotPasswordSentPage(page, {
          email: email.data,
          signInUrl: signIn.signInUrl,
          validMinutes: PASSWORD_RESET_VALID_MINUTES,
        }),
      );
    },
  );

  const invalidLink = () =>
    resetLinkInvalidPage(pageFor(homeOrigin), {
      signInUrl: `${homeOrigin}/`,
      validMinutes: PASSWORD_RESET_VALID_MINUTES,
    });

  app.get(
    '/:token',
    { schema: { hide: true, params: TokenParamsSchema } },
    async (request, reply) => {
      const { token } = request.params;
      const reset = await findValidReset(deps, token);
      if (!reset) {
        return sendPage(reply, 404, invalidLink());
      }
      return sendPage(
        reply,
        200,
        resetPasswordPage(pageFor(reset.returnOrigin), {
          action: `${PASSWORD_RESET_PATH}/${token}`,
          minPasswordLength: PASSWORD_MIN_LENGTH,
        }),
      );
    },
  );

  app.post(
    '/:token',
    { schema: { hide: true, params: TokenParamsSchema, body: ResetBodySchema }, config: sensitive },
    async (request, reply) => {
      const { token } = request.params;
      const { password, confirmPassword } = request.body;
      const problem = passwordProblem(password, confirmPassword);
      if (problem) {
        const reset = await findValidReset(deps, token);
        if (!reset) {
          return sendPage(reply, 404, invalidLink());
        }
        return sendPage(
          reply,
          400,
          resetPasswordPage(pageFor(reset.returnOrigin), {
            action: `${PASSWORD_RESET_PATH}/${token}`,
            minPasswordLength: PASSWORD_MIN_LENGTH,
            problem,
          }),
        );
      }
      const done = await resetPassword(deps, token, password);
      if (!done) {
        return sendPage(reply, 404, invalidLink());
      }
      return sendPage(
        reply,
        200,
        passwordChangedPage(pageFor(done.returnOrigin), { signInUrl: `${done.returnOrigin}/` }),
      );
    },
  );
};
