import { html, type SafeHtml } from './html.ts';
import { icon } from './icons.ts';
import type { PageContext } from './page-layout.ts';

export interface FieldOptions {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  /** Ids of other elements that describe this field (e.g. a form-level error). */
  describedBy?: string[];
  minLength?: number;
  maxLength?: number;
  autofocus?: boolean;
}

/** A labelled input; its hint and error are tied to it with aria-describedby. */
export function field(options: FieldOptions): SafeHtml {
  const id = options.name;
  const describedBy = [
    ...(options.describedBy ?? []),
    ...(options.hint ? [`${id}-hint`] : []),
    ...(options.error ? [`${id}-error`] : []),
  ];
  return html`<div class="field${options.error ? ' field-invalid' : ''}">
    <label for="${id}">${options.label}</label>
    ${options.hint ? html`<p class="hint" id="${id}-hint">${options.hint}</p>` : ''}
    ${options.error ? html`<p class="field-error" id="${id}-error">${options.error}</p>` : ''}
    <input
      id="${id}"
      name="${options.name}"
      type="${options.type}"
      autocomplete="${options.autocomplete}"
      required
      ${options.value !== undefined && options.type !== 'password' ? html`value="${options.value}"` : ''}
      ${options.minLength ? html`minlength="${options.minLength}"` : ''}
      ${options.maxLength ? html`maxlength="${options.maxLength}"` : ''}
      ${describedBy.length > 0 ? html`aria-describedby="${describedBy.join(' ')}"` : ''}
      ${options.error ? html`aria-invalid="true"` : ''}
      ${options.autofocus ? html`autofocus` : ''}
    />
  </div>`;
}

/** The list of problems at the top of a form; each links to its field. */
export function errorSummary(
  title: string,
  errors: { field: string | undefined; message: string }[],
): SafeHtml | '' {
  if (errors.length === 0) {
    return '';
  }
  return html`<div class="error-summary" id="error-summary" role="alert" tabindex="-1" autofocus>
    ${icon('blocked', 22)}
    <div class="error-summary-body">
      <h2>${title}</h2>
      <ul>
        ${errors.map((error) =>
          error.field
            ? html`<li><a href="#${error.field}">${error.message}</a></li>`
            : html`<li>${error.message}</li>`,
        )}
      </ul>
    </div>
  </div>`;
}

/** The reassuring line under a form that sends personal details. */
export function secureNote(text: string): SafeHtml {
  return html`<p class="secure-note">${icon('lock', 18)}<span>${text}</span></p>`;
}

/** What a form page starts with: its heading, what it is for, and the problems of the last try. */
export function formPageHead(
  ctx: PageContext,
  heading: { title: string; intro: string },
  errors: { field: string | undefined; message: string }[],
): SafeHtml {
  return html`<h1>${ctx.t(heading.title)}</h1>
    <p class="intro">${ctx.t(heading.intro)}</p>
    ${errorSummary(ctx.t(ctx.texts.common.errorSummaryTitle), errors)}`;
}
