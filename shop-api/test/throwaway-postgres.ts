import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty database on the PostgreSQL server named by SHOP_TEST_DATABASE_URL, or null when
 * it is not set (the tests then use embedded PGlite). `drop()` removes it once its sessions end.
 */
export async function throwAwayPostgres(prefix: string): Promise<{ url: string; drop(): Promise<void> } | null> {
  const serverUrl = process.env.SHOP_TEST_DATABASE_URL;
  if (!serverUrl) return null;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // pool.end() resolves before the server has seen every session go; dropping "with (force)"
      // while one is still closing hands that client an unhandled "terminating connection" error.
      for (let i = 0; i < 50; i++) {
        const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
