// Remix options, in one place: vite.config.ts passes these to the Remix Vite plugin.
// (With v3_routeConfig the route table itself lives in app/routes.ts.)

/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  serverModuleFormat: 'esm',
  ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/.*'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // Every route is known when the page hydrates: no /__manifest fetches or route patches after it (ADR 0135).
    v3_lazyRouteDiscovery: false,
    v3_singleFetch: true,
    v3_routeConfig: true,
  },
};
