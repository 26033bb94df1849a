import { html } from './html.ts';
import { errorSummary, field, secureNote } from './form-fields.ts';
import { renderPage, type PageContext } from './page-layout.ts';

export type RegisterField = 'firstName' | 'lastName' | 'email' | 'password';

export interface RegisterPageOptions {
  action: string;
  signInUrl: string;
  minPasswordLength: number;
  isB2b: boolean;
  values?: Partial<Record<Exclude<RegisterField, 'password'>, string>>;
  /** Field -> key of `register.errors`. */
  errors?: Partial<Record<RegisterField, string>>;
}

const FIELDS: RegisterField[] = ['firstName', 'lastName', 'email', 'password'];

export function registerPage(ctx: PageContext, options: RegisterPageOptions): string {
  const texts = ctx.texts.register;
  const messages: Record<string, string> = texts.errors;
  const errorFor = (name: RegisterField): string | undefined => {
    const key = options.errors?.[name];
    return key ? ctx.t(messages[key] ?? key, { min: options.minPasswordLength }) : undefined;
  };
  const problems = FIELDS.flatMap((name) => {
    const message = errorFor(name);
    return message ? [{ field: name, message }] : [];
  });
  const values = options.values ?? {};
  return renderPage(ctx, {
    title: ctx.t(texts.pageTitle),
    body: html`<h1>${ctx.t(texts.title)}</h1>
      <p class="intro">${ctx.t(texts.intro)}</p>
      ${options.isB2b ? html`<p class="intro">${ctx.t(texts.businessIntro)}</p>` : ''}
      ${errorSummary(ctx.t(ctx.texts.common.errorSummaryTitle), problems)}
      <form method="post" action="${options.action}" novalidate>
        ${field({
          name: 'firstName',
          label: texts.firstName,
          type: 'text',
          autocomplete: 'given-name',
          value: values.firstName,
          error: errorFor('firstName'),
          maxLength: 100,
          autofocus: problems.length === 0,
        })}
        ${field({
          name: 'lastName',
          label: texts.lastName,
          type: 'text',
          autocomplete: 'family-name',
          value: values.lastName,
          error: errorFor('lastName'),
          maxLength: 100,
        })}
        ${field({
          name: 'email',
          label: texts.email,
          type: 'email',
          autocomplete: 'email',
          value: values.email,
          error: errorFor('email'),
          maxLength: 254,
        })}
        ${field({
          name: 'password',
          label: texts.password,
          type: 'password',
          autocomplete: 'new-password',
          hint: ctx.t(texts.passwordHint, { min: options.minPasswordLength }),
          error: errorFor('password'),
          minLength: options.minPasswordLength,
        })}
        <button type="submit" class="button-primary">${texts.submit}</button>
      </form>
      ${secureNote(ctx.t(ctx.texts.common.secureNote))}
      <p class="switch">
        ${ctx.t(texts.haveAccount)} <a href="${options.signInUrl}">${texts.signInLink}</a>
      </p>`,
  });
}
