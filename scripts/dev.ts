// `npm run dev`: the server on PORT (8080) restarting when its code changes, and Vite's dev
// server on 5173 with hot reload, proxying the API, sign-in and push to it (apps/web/vite.config.ts).
// The portal is then at http://localhost:5173: the server's public URL is set to it, so the
// embedded sign-in sends the browser back there.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WEB_PORT = 5173;
// Vite itself rather than through npx, so stopping this stops it.
const VITE = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const env = {
  ...process.env,
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${WEB_PORT}`,
};

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'apps/server/src/main.ts'], { env, stdio: 'inherit' }),
  spawn(process.execPath, [VITE, '--port', String(WEB_PORT), '--strictPort'], {
    cwd: 'apps/web',
    env,
    stdio: 'inherit',
  }),
];

function stopAll(): void {
  for (const child of children) {
    child.kill('SIGTERM');
  }
}

// One ending ends both: a half-running portal only confuses.
for (const child of children) {
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 1;
  });
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
