/**
 * The client build's chunking, shared by the Node build (vite.config.ts) and the Worker build
 * (vite.edge.config.ts): both serve the same app/ to browsers (ADR 0122).
 */
import type { Rollup } from 'vite';

/** React, React Router, Remix and turbo-stream: every page loads all of it, and it rarely changes. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/[\w-]+|turbo-stream)\//;
/** Every first load runs these: the client entry, root and the shop layout. */
const SHELL_ENTRIES = /\/app\/(entry\.client\.tsx|root\.tsx|routes\/shop-layout\.tsx)(\?|$)/;
const ROUTE_MODULE = /\/app\/routes\/[^?]+\?__remix-build-client-route/;
/** A small module (under this much code) that this many pages import goes with the shell. */
const SMALL_MODULE_CHARS = 2000;
const SHARED_BY_PAGES = 7;

/**
 * The client build's chunks (ADR 0122). Rollup's default gives each set of importers its own
 * chunk, so every page loaded some 25 small files, each with its own import list and gzip
 * overhead. Instead:
 * - `framework`: the runtime, one file (it rarely changes, so it stays cached across releases);
 * - `shell`: every module the client entry, root and shop layout import statically (header,
 *   footer, dialog host, helpers: all of it loads on every page anyway), and the small helpers
 *   most pages share (the form marker, money format, product links);
 * - everything else as Rollup splits it, so no page gets another page's code.
 */
export function clientChunks(): Rollup.GetManualChunk {
  let shell: Set<string> | null = null;
  const pagesImporting = new Map<string, number>();
  const sharedHelper = new Map<string, boolean>();

  return (id, { getModuleIds, getModuleInfo }) => {
    // Rollup's CommonJS helpers go with React (CommonJS), so the framework never imports the shell.
    if (FRAMEWORK.test(id) || id.startsWith('\0commonjs')) return 'framework';
    if (!shell) {
      const closure = (from: string, into: Set<string>, stop: (id: string) => boolean = () => false) => {
        if (into.has(from) || stop(from)) return into;
        into.add(from);
        for (const imported of getModuleInfo(from)?.importedIds ?? []) closure(imported, into, stop);
        return into;
      };
      const entries = [...getModuleIds()];
      shell = new Set();
      for (const entry of entries) if (SHELL_ENTRIES.test(entry)) closure(entry, shell);
      for (const route of entries) {
        if (!ROUTE_MODULE.test(route) || SHELL_ENTRIES.test(route)) continue;
        const own = closure(route, new Set(), (m) => shell!.has(m) || FRAMEWORK.test(m));
        for (const m of own) pagesImporting.set(m, (pagesImporting.get(m) ?? 0) + 1);
      }
    }
    const inShell = shell;
    // Small, shared by most pages, and importing nothing that is not already shared that way.
    const isSharedHelper = (m: string): boolean => {
      if (FRAMEWORK.test(m) || inShell.has(m)) return true;
      if (!sharedHelper.has(m)) {
        sharedHelper.set(m, false);
        const info = getModuleInfo(m);
        sharedHelper.set(
          m,
          !ROUTE_MODULE.test(m) &&
            (pagesImporting.get(m) ?? 0) >= SHARED_BY_PAGES &&
            (info?.code?.length ?? Infinity) < SMALL_MODULE_CHARS &&
            (info?.importedIds ?? []).every(isSharedHelper),
        );
      }
      return sharedHelper.get(m)!;
    };
    // Route modules stay entries of their own (Remix loads each by URL).
    if (SHELL_ENTRIES.test(id) || id.includes('/app/routes/')) return undefined;
    return inShell.has(id) || isSharedHelper(id) ? 'shell' : undefined;
  };
}

/**
 * How the client build is minified and loaded, by both Vite configs (issue 14, ADR 0128):
 * - terser (about 5 % smaller than esbuild's output once gzipped; the server build keeps esbuild).
 *   `pure_getters`: reading a property has no side effect, true of this code and its packages;
 * - no Vite preload helper around dynamic imports: every lazily loaded part (dialogs, drawer,
 *   carousel, footer, menu) is preloaded when the browser is idle or on intent, so the helper's
 *   bytes on every first load bought nothing.
 */
export const clientBuildOptions = {
  minify: 'terser',
  terserOptions: { ecma: 2020, module: true, toplevel: true, compress: { passes: 3, pure_getters: true }, format: { comments: false } },
  modulePreload: false,
} as const;
