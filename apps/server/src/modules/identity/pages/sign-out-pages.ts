import { ASSETS_PATH, renderPage, type PageContext } from './page-layout.ts';
import { html, SafeHtml } from './html.ts';

/**
 * The sign-out page when our app asked for it (its ID token names this very sign-in).
 * oidc-provider hands over its own hidden form (with the anti-forgery token); sign-out.js submits
 * it at once, and the button does the same without script.
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

/**
 * The sign-out page for any other request (a link on another site, an old bookmark): it asks
 * first, since signing a customer out is something only they or our app may decide.
 */
export function confirmSignOutPage(
  ctx: PageContext,
  providerForm: string,
  stayUrl: string,
): string {
  const texts = ctx.texts.signOut;
  return renderPage(ctx, {
    title: ctx.t(texts.pageTitle),
    body: html`<h1>${ctx.t(texts.confirmTitle)}</h1>
      <p class="intro">${ctx.t(texts.confirmIntro)}</p>
      ${new SafeHtml(providerForm)}
      <button type="submit" class="button-primary" form="op.logoutForm" name="logout" value="yes">
        ${texts.submit}
      </button>
      <p class="switch"><a href="${stayUrl}">${ctx.t(texts.stay)}</a></p>`,
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
