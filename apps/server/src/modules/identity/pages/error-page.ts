import { html } from './html.ts';
import { renderPage, type PageContext } from './page-layout.ts';

export interface ErrorPageOptions {
  homeUrl: string;
  /** The interaction expired or was already finished: tell the customer to start again. */
  expired?: boolean;
  /** The OAuth error code and description, shown for customer care. */
  details?: string[];
}

export function errorPage(ctx: PageContext, options: ErrorPageOptions): string {
  const texts = ctx.texts.error;
  const details = options.details?.filter(Boolean) ?? [];
  return renderPage(ctx, {
    title: ctx.t(texts.pageTitle),
    body: html`<h1>${ctx.t(texts.title)}</h1>
      <p class="intro">${ctx.t(options.expired ? texts.expired : texts.body)}</p>
      <p><a class="button-primary" href="${options.homeUrl}">${ctx.t(texts.startAgain)}</a></p>
      ${
        details.length > 0
          ? html`<details>
              <summary>${texts.details}</summary>
              <ul>
                ${details.map((line) => html`<li><code>${line}</code></li>`)}
              </ul>
            </details>`
          : ''
      }`,
  });
}
