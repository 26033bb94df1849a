import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist', sourcemap: true },
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
