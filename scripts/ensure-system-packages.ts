// The tests use a few Debian programs: Chromium for the browser tests (Playwright's own browser
// download does not work here), pdftoppm (poppler-utils) to render the PDFs the server makes and
// HAProxy, the load balancer of the cluster test.
// Installs with apt whichever of the asked-for packages is missing.
// Usage: node scripts/ensure-system-packages.ts [chromium] [poppler-utils] [haproxy]
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.ts';

/** Each package we may install, by the program that shows it is there. */
const PACKAGES: Record<string, string> = {
  chromium: CHROMIUM_PATH,
  'poppler-utils': '/usr/bin/pdftoppm',
  haproxy: '/usr/sbin/haproxy',
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in PACKAGES));
if (asked.length === 0 || unknown.length > 0) {
  console.error(`Usage: ensure-system-packages.ts ${Object.keys(PACKAGES).join(' | ')} ...`);
  process.exit(2);
}
const missing = asked.filter((name) => !existsSync(PACKAGES[name] ?? ''));
if (missing.length === 0) {
  process.exit(0);
}
console.log(`Missing ${missing.join(', ')}: installing with apt-get`);
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${missing.join(' ')}`, {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
const stillMissing = missing.filter((name) => !existsSync(PACKAGES[name] ?? ''));
if (stillMissing.length > 0) {
  console.error(`Still missing after apt-get install: ${stillMissing.join(', ')}`);
  process.exit(1);
}
