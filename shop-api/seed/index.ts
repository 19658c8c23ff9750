import type { ShopDb } from '../src/db/connection';

// Placeholder: the deterministic catalogue generator replaces this.
export async function isSeeded(db: ShopDb): Promise<boolean> {
  const row = await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0) > 0;
}

export async function seedDatabase(_db: ShopDb): Promise<void> {}
