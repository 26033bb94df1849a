import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyPluginAsync } from 'fastify';

interface Asset {
  body: string;
  type: string;
}

const require = createRequire(import.meta.url);

/** The sign-in pages' only files: small, read once, cached by browsers for an hour. */
const ASSETS: Record<string, Asset> = {
  // The brand themes, shared with the app.
  'themes.css': {
    body: readFileSync(require.resolve('@my-account/themes/themes.css'), 'utf8'),
    type: 'text/css; charset=utf-8',
  },
  'base.css': {
    body: readFileSync(require.resolve('@my-account/themes/base.css'), 'utf8'),
    type: 'text/css; charset=utf-8',
  },
  'identity.css': { body: read('identity.css'), type: 'text/css; charset=utf-8' },
  'sign-out.js': { body: read('sign-out.js'), type: 'text/javascript; charset=utf-8' },
};

function read(name: string): string {
  return readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');
}

/** Serves the assets under the prefix it is registered with (ASSETS_PATH). */
export const identityAssetRoutes: FastifyPluginAsync = async (app) => {
  for (const [name, asset] of Object.entries(ASSETS)) {
    app.get(`/${name}`, { schema: { hide: true } }, async (_request, reply) =>
      reply.type(asset.type).header('Cache-Control', 'public, max-age=3600').send(asset.body),
    );
  }
};
