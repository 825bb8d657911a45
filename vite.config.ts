import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { aliases } from './aliases';
import { GAME_CATEGORY_PAGES } from './casino/gameCategories';
import { landingRoutePreload } from './scripts/vite/landingRoutePreload';
import { staticShell } from './scripts/vite/staticShell';
import { cspSafeDependencies } from './scripts/vite/cspSafeDependencies';
import { entryPriority } from './scripts/vite/entryPriority';
import { firstLoadChunk } from './scripts/vite/firstLoadChunk';
import { CSP_NONCE_PLACEHOLDER } from './src/contract/headers';

const brand = process.env.BRAND ?? 'aurora';
const backend = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

export default defineConfig({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    cspSafeDependencies(),
    staticShell(brand),
    // The home page, the sport category page with its live board (the navigation's 体育) and the other game
    // category pages: the server preloads a page's code with index.html for the paths it answers.
    landingRoutePreload([
      { pattern: '^/(home/?)?$', module: 'src/home/index.ts' },
      { pattern: '^/game/sport/?$', module: 'casino/SportCategoryPage.tsx' },
      {
        pattern: `^(${GAME_CATEGORY_PAGES.filter((page) => page.category !== 'TY')
          .map((page) => page.path)
          .join('|')})/?$`,
        module: 'casino/GameCategoryPage.tsx',
      },
    ]),
    entryPriority(),
    firstLoadChunk(),
    // Brotli and gzip beside every text asset, at their highest levels: compressed once at build time, served as
    // they are by the backend (mocks/http/staticClient.ts, @fastify/static preCompressed), no CPU per request.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
      ],
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: aliases,
    // RxJS's ES2015 build (dist/esm) before its ES5 one, which the default conditions pick: no tslib helpers and
    // native classes, smaller and quicker to run; every browser the site supports runs ES2015.
    conditions: ['es2015', ...defaultClientConditions],
  },
  define: {
    __BRAND__: JSON.stringify(brand),
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
      // The venue providers' own pages and art (mocks/venues): logos, thumbnails, the framed game page.
      '/venues': backend,
      '/socket.io': { target: backend, ws: true },
      '/ws/chat': { target: backend.replace('http', 'ws'), ws: true },
    },
  },
  // No source maps: they would publish the whole source next to the app (issue 13 item 7).
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 900 },
});
