// The Remix server build of build-edge/, as server/worker.ts imports it (wrangler.jsonc aliases
// the name to build-edge/server/index.js; no @cloudflare/workers-types here: its globals clash
// with the DOM types the rest of the project type-checks with).
declare module 'virtual:edge/server-build' {
  import type { ServerBuild } from '@remix-run/cloudflare';
  const build: ServerBuild;
  export = build;
}
