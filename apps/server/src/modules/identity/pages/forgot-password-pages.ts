import { html } from './html.ts';
import { field, formPageHead, secureNote } from './form-fields.ts';
import { renderPage, type PageContext } from './page-layout.ts';

export interface ForgotPasswordPageOptions {
  action: string;
  signInUrl: string;
  /** Sent back with the form, so the next page still knows the sign-in it came from. */
  interaction?: string | undefined;
  email?: string;
  problem?: 'emailRequired' | 'emailInvalid' | { tooManyRequestsMinutes: number };
}

/** Asks for the account's e-mail address, to mail a link to choose a new password. */
export function forgotPasswordPage(ctx: PageContext, options: ForgotPasswordPageOptions): string {
  const texts = ctx.texts.forgotPassword;
  const { problem } = options;
  const fieldError =
    problem === 'emailRequired' || problem === 'emailInvalid' ? ctx.t(texts[problem]) : undefined;
  const formError =
    typeof problem === 'object'
      ? ctx.t(texts.tooManyRequests, { minutes: problem.tooManyRequestsMinutes })
      : undefined;
  const errors = [
    ...(fieldError ? [{ field: 'email', message: fieldError }] : []),
    ...(formError ? [{ field: undefined, message: formError }] : []),
  ];
  return renderPage(ctx, {
    title: ctx.t(texts.pageTitle),
    body: html`${formPageHead(ctx, texts, errors)}
      <form method="post" action="${options.action}" novalidate>
        ${
          options.interaction
            ? html`<input type="hidden" name="interaction" value="${options.interaction}" />`
            : ''
        }
        ${field({
          name: 'email',
          label: texts.email,
          type: 'email',
          autocomplete: 'username',
          value: options.email,
          error: fieldError,
          maxLength: 254,
          autofocus: errors.length === 0,
        })}
        <button type="submit" class="button-primary">${texts.submit}</button>
      </form>
      ${secureNote(ctx.t(ctx.texts.common.secureNote))}
      <p class="switch"><a href="${options.signInUrl}">${texts.backToSignIn}</a></p>`,
  });
}

/** The same answer whether or not the address has an account: it tells nobody who has one. */
export function forgotPasswordSentPage(
  ctx: PageContext,
  options: { email: string; signInUrl: string; validMinutes: number },
): string {
  const texts = ctx.texts.forgotPassword;
  return renderPage(ctx, {
    title: ctx.t(texts.sentPageTitle),
    body: html`<h1>${ctx.t(texts.sentTitle)}</h1>
      <p class="intro">
        ${ctx.t(texts.sentBody, { email: options.email, minutes: options.validMinutes })}
      </p>
      <p class="intro">${ctx.t(texts.sentHint)}</p>
      <p><a class="button-primary" href="${options.signInUrl}">${texts.backToSignIn}</a></p>`,
  });
}
