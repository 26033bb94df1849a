import { createServer } from 'node:http';

/**
 * Stands in for the other companies whose scripts the app may load (consent manager, help chat,
 * feedback widget), on its own origin, for the browser tests. It serves a tiny script for each
 * and keeps a log of what was asked (`GET /requests`), so a test sees what loaded when.
 * Started by playwright.config.ts; `node e2e/support/third-party-server.ts <port>`.
 */

/** Where the test server loads each script from (the app server's environment). */
export function thirdPartyUrls(origin: string) {
  return {
    CONSENT_MANAGER_SCRIPT_URL: `${origin}/consent-manager.js`,
    HELP_CHAT_SCRIPT_URL: `${origin}/help-chat.js`,
    FEEDBACK_SCRIPT_URLS: JSON.stringify({
      'en-GB': { large: `${origin}/feedback-large.js`, small: `${origin}/feedback-small.js` },
    }),
  };
}

/** Each script marks that it ran, so a test can tell "requested" from "allowed to run" (CSP). */
const ran = (name: string) =>
  `(window.thirdPartyRan = window.thirdPartyRan || []).push(${JSON.stringify(name)});`;

/**
 * A help chat as such widgets are: a launcher in the corner, hidden when the app says so
 * (decision 0205: `data-help-chat` on <html> and the `my-account:help-chat` event).
 */
const HELP_CHAT = `${ran('help-chat')}
const launcher = document.createElement('button');
launcher.type = 'button';
launcher.id = 'fake-help-chat';
launcher.textContent = 'Chat with us';
Object.assign(launcher.style, {
  position: 'fixed', right: '16px', bottom: '16px', zIndex: '40', padding: '12px 18px',
  border: '0', borderRadius: '999px', background: '#0b5d3b', color: '#ffffff', font: 'inherit',
});
const show = () => { launcher.hidden = document.documentElement.dataset.helpChat === 'hidden'; };
window.addEventListener('my-account:help-chat', show);
show();
document.body.append(launcher);
`;

const SCRIPTS: Record<string, string> = {
  '/consent-manager.js': ran('consent-manager'),
  '/help-chat.js': HELP_CHAT,
  '/feedback-large.js': ran('feedback-large'),
  '/feedback-small.js': ran('feedback-small'),
};

const requests: string[] = [];

const server = createServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  if (path === '/requests') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(requests));
    return;
  }
  const script = SCRIPTS[path];
  if (script === undefined) {
    response.writeHead(404).end();
    return;
  }
  requests.push(path);
  response.writeHead(200, {
    'content-type': 'text/javascript',
    'cache-control': 'no-store',
  });
  response.end(script);
});

if (import.meta.main) {
  const port = Number(process.argv[2]);
  server.listen(port, '127.0.0.1');
}
