import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import remixOptions from './remix.config.js';
import { clientBuildOptions, clientChunks } from './client-chunks';

/**
 * The Worker build (`npm run build:edge`): the same app/ as vite.config.ts, built for
 * Cloudflare Workers into build-edge/ (client assets for Workers assets, one self-contained
 * server build that server/worker.ts imports). ADR 0080.
 */
export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      // Route modules import redirect/data/types from @remix-run/node (ADR 0040): on Workers the
      // same names come from @remix-run/cloudflare, so no Node code is bundled.
      '@remix-run/node': '@remix-run/cloudflare',
    },
  },
  ssr: {
    target: 'webworker',
    // Everything in one file: the Worker has no node_modules to resolve at run time.
    noExternal: true,
    resolve: { conditions: ['workerd', 'worker', 'browser'], externalConditions: ['workerd', 'worker'] },
  },
  // React and friends pick their production build by process.env.NODE_ENV; a Worker has no process.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    minify: true,
    ...(isSsrBuild ? {} : clientBuildOptions),
    // Browsers get the same chunks as from the Node build (ADR 0122).
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: clientChunks() } },
  },
  plugins: [remix({ ...remixOptions, buildDirectory: 'build-edge' })],
}));
