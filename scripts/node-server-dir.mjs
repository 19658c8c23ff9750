// Where `npm run build` writes the bundled Node server (scripts/build-node-server.mjs, ADR 0126),
// relative to the repository root. esbuild-free, so `npm start` can read it without the bundler.
export const NODE_SERVER_DIR = 'build/node';
