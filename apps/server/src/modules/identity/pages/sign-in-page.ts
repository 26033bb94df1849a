import { html } from './html.ts';
import { errorSummary, field, secureNote } from './form-fields.ts';
import { renderPage, type PageContext } from './page-layout.ts';

export interface SignInPageOptions {
  /** The form's own URL and the registration page's URL. */
  action: string;
  registerUrl: string;
  /** The page that mails a link to choose a new password. */
  forgotPasswordUrl: string;
  email?: string;
  /** Why the last try failed: no such account or password, or a field left empty. */
  problem?: 'wrongCredentials' | 'missingFields';
  missing?: { email: boolean; password: boolean };
}

export function signInPage(ctx: PageContext, options: SignInPageOptions): string {
  const texts = ctx.texts.signIn;
  const wrong = options.problem === 'wrongCredentials';
  const emailError = options.missing?.email ? ctx.t(texts.emailRequired) : undefined;
  const passwordError = options.missing?.password ? ctx.t(texts.passwordRequired) : undefined;
  const errors = wrong
    ? [{ field: undefined, message: ctx.t(texts.wrongCredentials) }]
    : [
        ...(emailError ? [{ field: 'email', message: emailError }] : []),
        ...(passwordError ? [{ field: 'password', message: passwordError }] : []),
      ];
  const failed = errors.length > 0;
  return renderPage(ctx, {
    title: ctx.t(texts.pageTitle),
    body: html`<h1>${ctx.t(texts.title)}</h1>
      <p class="intro">${ctx.t(texts.intro)}</p>
      ${failed ? errorSummary(ctx.t(ctx.texts.common.errorSummaryTitle), errors) : ''}
      <form method="post" action="${options.action}" novalidate>
        ${field({
          name: 'email',
          label: texts.email,
          type: 'email',
          autocomplete: 'username',
          value: options.email,
          error: emailError,
          describedBy: wrong ? ['error-summary'] : [],
          autofocus: !failed,
        })}
        ${field({
          name: 'password',
          label: texts.password,
          type: 'password',
          autocomplete: 'current-password',
          error: passwordError,
          describedBy: wrong ? ['error-summary'] : [],
        })}
        <p class="field-link">
          <a href="${options.forgotPasswordUrl}">${texts.forgotPasswordLink}</a>
        </p>
        <button type="submit" class="button-primary">${texts.submit}</button>
      </form>
      ${secureNote(ctx.t(ctx.texts.common.secureNote))}
      <p class="switch">
        ${ctx.t(texts.noAccount)} <a href="${options.registerUrl}">${texts.registerLink}</a>
      </p>`,
  });
}
