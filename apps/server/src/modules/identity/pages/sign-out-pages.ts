import { ASSETS_PATH, renderPage, type PageContext } from './page-layout.ts';
import { html, SafeHtml } from './html.ts';

/**
 * The sign-out confirmation. oidc-provider hands over its own hidden form (with the anti-forgery
 * token); sign-out.js submits it at once, and the button does the same without script.
 */
export function signOutPage(ctx: PageContext, providerForm: string): string {
  const texts = ctx.texts.signOut;
  return renderPage(ctx, {
    title: ctx.t(texts.pageTitle),
    scripts: [`${ASSETS_PATH}/sign-out.js`],
    body: html`<h1>${ctx.t(texts.title)}</h1>
      <p class="intro">${ctx.t(texts.intro)}</p>
      ${new SafeHtml(providerForm)}
      <button
        type="submit"
        class="button-primary"
        form="op.logoutForm"
        name="logout"
        value="yes"
        data-auto-submit
      >
        ${texts.submit}
      </button>`,
  });
}

export function signedOutPage(ctx: PageContext, homeUrl: string): string {
  const texts = ctx.texts.signOut;
  return renderPage(ctx, {
    title: ctx.t(texts.pageTitle),
    body: html`<h1>${ctx.t(texts.doneTitle)}</h1>
      <p class="intro">${ctx.t(texts.doneBody)}</p>
      <p><a class="button-primary" href="${homeUrl}">${ctx.t(ctx.texts.error.startAgain)}</a></p>`,
  });
}
