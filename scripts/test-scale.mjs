// `npm run test:scale`: the scale-out test (tests/scale/, ADR 0154): two storefronts and two shop
// APIs on one PostgreSQL server behind nginx. It needs both installed (CI's .ci/run installs them);
// without either it says so and passes, as the PostgreSQL run of the API tests does. It uses the
// server SHOP_TEST_DATABASE_URL names, else starts a throw-away one as the benchmark does.
// Needs the build (`npm run build`; made first when missing or stale).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { startPostgres } from './bench-load.mjs';

const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const postgresInstalled = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0;
if (!process.env.SHOP_TEST_DATABASE_URL && !postgresInstalled) {
  console.log('No PostgreSQL server installed: the scale-out test did not run (Debian: apt-get install postgresql nginx).');
  process.exit(0);
}
if (!nginx) {
  console.log('nginx is not installed: the scale-out test did not run (Debian: apt-get install nginx).');
  process.exit(0);
}

const postgres = process.env.SHOP_TEST_DATABASE_URL ? undefined : await startPostgres();
// Stopped however the run ends: a signal to this script ends vitest, and this with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void postgres?.stop().finally(() => process.exit(1)));
const env = { ...process.env, NGINX_BINARY: nginx };
if (postgres) env.SHOP_TEST_DATABASE_URL = await postgres.database();
let status = 1;
try {
  status = spawnSync('npx', ['vitest', 'run', '--config', 'tests/scale/vitest.config.ts'], { stdio: 'inherit', env }).status ?? 1;
} finally {
  await postgres?.stop();
}
process.exit(status);
