// Runs the shop API's integration tests a second time against a PostgreSQL server, when
// SHOP_TEST_DATABASE_URL names one (CI starts one; see .ci/postgres.sh). The first run, on
// embedded PGlite, is part of `vitest run`.
import { spawnSync } from 'node:child_process';

if (!process.env.SHOP_TEST_DATABASE_URL) {
  console.log('SHOP_TEST_DATABASE_URL is not set: the API tests ran on PGlite only (see README, "Testing").');
  process.exit(0);
}
console.log('Shop API tests against PostgreSQL at', process.env.SHOP_TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//'));
const result = spawnSync('npx', ['vitest', 'run', 'shop-api/test'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
