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
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    v3_routeConfig: true,
  },
};
