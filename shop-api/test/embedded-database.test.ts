import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/connection';

// The embedded database's own settings, whatever server the other API tests run against.
const db = createDatabase({});
afterAll(() => db.destroy());

const setting = async (name: string) =>
  (await sql<{ setting: string }>`select current_setting(${name}) as setting`.execute(db)).rows[0].setting;

describe('the embedded database', () => {
  it('keeps 16 MB of shared buffers (ADR 0121, 0170)', async () => {
    expect(await setting('shared_buffers')).toBe('16MB');
  });

  it('recycles its write-ahead log past 128 MB, so a large seed leaves no gigabyte of it (ADR 0172)', async () => {
    expect(await setting('max_wal_size')).toBe('128MB');
    expect(await setting('min_wal_size')).toBe('32MB');
  });
});
