import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { aliases } from './aliases';
import { cspSafeDependencies } from './cspSafeDependencies';
import { CSP_NONCE_PLACEHOLDER } from './src/contract/headers';

const backend = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), cspSafeDependencies()],
  resolve: { alias: aliases },
  define: {
    __BRAND__: JSON.stringify(process.env.BRAND ?? 'aurora'),
  },
  // The server puts each response's CSP nonce where this placeholder is (mocks/http/clientIndex.ts).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  server: {
    port: Number(process.env.DEV_PORT ?? 5173),
    proxy: {
      '/site/api': backend,
      '/act/api': backend,
      '/fd/api': backend,
      '/game/api': backend,
      '/stream/api': backend,
      '/dev/api': backend,
      '/socket.io': { target: backend, ws: true },
      '/ws/chat': { target: backend.replace('http', 'ws'), ws: true },
    },
  },
  // No source maps: they would publish the whole source next to the app (issue 13 item 7).
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 900 },
});
