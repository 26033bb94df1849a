import { html } from './html.ts';
import { field, formPageHead, secureNote } from './form-fields.ts';
import { renderPage, type PageContext } from './page-layout.ts';

export type ResetPasswordProblem = 'passwordTooShort' | 'passwordTooLong' | 'passwordsDiffer';

export interface ResetPasswordPageOptions {
  action: string;
  minPasswordLength: number;
  problem?: ResetPasswordProblem | undefined;
}

/** The page the mailed link opens: the new password, twice. */
export function resetPasswordPage(ctx: PageContext, options: ResetPasswordPageOptions): string {
  const texts = ctx.texts.resetPassword;
  const min = options.minPasswordLength;
  const { problem } = options;
  const passwordError =
    problem === 'passwordTooShort' || problem === 'passwordTooLong'
      ? ctx.t(texts[problem], { min })
      : undefined;
  const confirmError = problem === 'passwordsDiffer' ? ctx.t(texts.passwordsDiffer) : undefined;
  const errors = [
    ...(passwordError ? [{ field: 'password', message: passwordError }] : []),
    ...(confirmError ? [{ field: 'confirmPassword', message: confirmError }] : []),
  ];
  return renderPage(ctx, {
    title: ctx.t(texts.pageTitle),
    body: html`${formPageHead(ctx, texts, errors)}
      <form method="post" action="${options.action}" novalidate>
        ${field({
          name: 'password',
          label: texts.password,
          type: 'password',
          autocomplete: 'new-password',
          hint: ctx.t(texts.passwordHint, { min }),
          error: passwordError,
          minLength: min,
          autofocus: errors.length === 0,
        })}
        ${field({
          name: 'confirmPassword',
          label: texts.confirmPassword,
          type: 'password',
          autocomplete: 'new-password',
          error: confirmError,
          minLength: min,
        })}
        <button type="submit" class="button-primary">${texts.submit}</button>
      </form>
      ${secureNote(ctx.t(ctx.texts.common.secureNote))}`,
  });
}

/** An unknown, used or expired link: nothing to do but ask for a new one. */
export function resetLinkInvalidPage(
  ctx: PageContext,
  options: { signInUrl: string; validMinutes: number },
): string {
  const texts = ctx.texts.resetPassword;
  return renderPage(ctx, {
    title: ctx.t(texts.invalidPageTitle),
    body: html`<h1>${ctx.t(texts.invalidTitle)}</h1>
      <p class="intro">${ctx.t(texts.invalidBody, { minutes: options.validMinutes })}</p>
      <p><a class="button-primary" href="${options.signInUrl}">${texts.signIn}</a></p>`,
  });
}

export function passwordChangedPage(ctx: PageContext, options: { signInUrl: string }): string {
  const texts = ctx.texts.resetPassword;
  return renderPage(ctx, {
    title: ctx.t(texts.donePageTitle),
    body: html`<h1>${ctx.t(texts.doneTitle)}</h1>
      <p class="intro">${ctx.t(texts.doneBody)}</p>
      <p><a class="button-primary" href="${options.signInUrl}">${texts.signIn}</a></p>`,
  });
}
