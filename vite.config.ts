import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import remixOptions from './remix.config.js';
import { clientBuildOptions, clientChunks } from './client-chunks';

// Typed loader data under single fetch (loaders return plain objects or `data()`).
declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // The shop API (Node-only: PGlite, pg) is mounted by server.ts, never bundled into app/.
  ssr: { external: ['@electric-sql/pglite', 'pg'] },
  // The client build's Vite manifest stays in build/client/.vite/: the JS budget test reads it (scripts/js-weight.mjs).
  build: {
    target: 'es2022',
    ...(isSsrBuild ? {} : clientBuildOptions),
    manifest: true,
    // The server build is one module graph on disk; chunking only matters to browsers.
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: clientChunks() } },
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
  plugins: [remix(remixOptions)],
}));
