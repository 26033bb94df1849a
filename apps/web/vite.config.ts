import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { compression } from 'vite-plugin-compression2';
import { reactOnPreactAliases } from './react-on-preact/aliases.ts';

export default defineConfig({
  plugins: [
    // Preact's compat layer in place of react-dom (decision 0298): the libraries and our code keep
    // React's API; the first load carries ~11 KB of renderer instead of ~66 KB.
    preact({ reactAliasesEnabled: false }),
    // Brotli and gzip copies beside each text asset, made once at build time at the best level:
    // the server sends the one the browser accepts (decision 0260). Source maps stay plain.
    compression({
      include: /\.(html|js|mjs|css|svg|json|webmanifest)$/,
      algorithms: ['brotliCompress', 'gzip'],
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...reactOnPreactAliases,
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Read by the server: it preloads the app's chunks for a visitor with a session.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'preact',
              test: /node_modules[\\/]preact[\\/]/,
              priority: 3,
            },
            {
              name: 'intl',
              test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/,
              priority: 2,
            },
            {
              // Forms and the address rules (phone metadata, VAT rules) only settings pages use:
              // apart, so the first screen does not load them.
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform|libphonenumber-js|jsvat)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: the API, sign-in and push come from the server on 8080.
    proxy: {
      '/api': 'http://localhost:8080',
      '/oidc': 'http://localhost:8080',
      '/config.json': 'http://localhost:8080',
      '/locales': 'http://localhost:8080',
      '/push': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
