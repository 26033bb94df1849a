import { html } from './html.ts';
import { errorSummary, field, secureNote } from './form-fields.ts';
import { renderPage, type PageContext } from './page-layout.ts';

export interface SignInPageOptions {
  /** The form's own URL and the registration page's URL. */
  action: string;
  registerUrl: string;
  email?: string;
  wrongCredentials?: boolean;
}

export function signInPage(ctx: PageContext, options: SignInPageOptions): string {
  const texts = ctx.texts.signIn;
  const failed = options.wrongCredentials === true;
  return renderPage(ctx, {
    title: ctx.t(texts.pageTitle),
    body: html`<h1>${ctx.t(texts.title)}</h1>
      <p class="intro">${ctx.t(texts.intro)}</p>
      ${
        failed
          ? errorSummary(ctx.t(ctx.texts.common.errorSummaryTitle), [
              { field: undefined, message: ctx.t(texts.wrongCredentials) },
            ])
          : ''
      }
      <form method="post" action="${options.action}" novalidate>
        ${field({
          name: 'email',
          label: texts.email,
          type: 'email',
          autocomplete: 'username',
          value: options.email,
          describedBy: failed ? ['error-summary'] : [],
          autofocus: !failed,
        })}
        ${field({
          name: 'password',
          label: texts.password,
          type: 'password',
          autocomplete: 'current-password',
          describedBy: failed ? ['error-summary'] : [],
        })}
        <button type="submit" class="button-primary">${texts.submit}</button>
      </form>
      ${secureNote(ctx.t(ctx.texts.common.secureNote))}
      <p class="switch">
        ${ctx.t(texts.noAccount)} <a href="${options.registerUrl}">${texts.registerLink}</a>
      </p>`,
  });
}
