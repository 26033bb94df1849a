// Browser tests run in Debian's Chromium (Playwright's own browser download does not work here).
// Installs it with apt when it is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as CHROMIUM } from './chromium.ts';

if (existsSync(CHROMIUM)) {
  process.exit(0);
}
console.log('Chromium is missing: installing Debian chromium with apt-get');
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
if (!existsSync(CHROMIUM)) {
  console.error(`${CHROMIUM} is still missing after apt-get install chromium`);
  process.exit(1);
}
