import type { Kysely } from 'kysely';
import { EMAIL_CHANGE_REQUESTS_PER_HOUR } from '@my-account/contract/email-change';
import {
  PASSWORD_CHANGE_WINDOW_MINUTES,
  PASSWORD_CHANGES_PER_WINDOW,
} from '@my-account/contract/password-change';
import type { AppSettings } from '../../config/env.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Database } from '../../platform/database/schema.ts';
import type { Logger } from '../../platform/logging/create-logger.ts';
import type { Mailer } from '../../platform/mailer/mailer.ts';
import { createAccountLimiter, type AccountLimiter } from './account-rate-limit.ts';

/** Reset links one e-mail address may be sent in an hour (counted for unknown addresses too). */
export const PASSWORD_RESETS_PER_HOUR = 3;
const HOUR_SECONDS = 60 * 60;

/** What the e-mail change, password change and password reset services work with. */
export interface IdentityChangesDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  logger: Logger;
  settings: Pick<AppSettings, 'DEFAULT_VENDOR_HOST' | 'PUBLIC_URL'>;
  /** The clock tokens are dated and checked with (tests move it). */
  now: () => Date;
  limits: {
    emailChange: AccountLimiter;
    passwordChange: AccountLimiter;
    passwordReset: AccountLimiter;
  };
}

export function createIdentityChangesDeps(ctx: AppContext): IdentityChangesDeps {
  return {
    db: ctx.database.db,
    mailer: ctx.mailer,
    logger: ctx.logger.child({ component: 'identity-changes' }),
    settings: ctx.settings,
    now: () => new Date(),
    limits: {
      emailChange: createAccountLimiter(ctx.redis, {
        name: 'email-change-requests',
        points: EMAIL_CHANGE_REQUESTS_PER_HOUR,
        durationSeconds: HOUR_SECONDS,
      }),
      passwordChange: createAccountLimiter(ctx.redis, {
        name: 'password-changes',
        points: PASSWORD_CHANGES_PER_WINDOW,
        durationSeconds: PASSWORD_CHANGE_WINDOW_MINUTES * 60,
      }),
      passwordReset: createAccountLimiter(ctx.redis, {
        name: 'password-reset-requests',
        points: PASSWORD_RESETS_PER_HOUR,
        durationSeconds: HOUR_SECONDS,
      }),
    },
  };
}
