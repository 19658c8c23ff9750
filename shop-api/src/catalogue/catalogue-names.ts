import type { ShopDb } from '../db/connection';
import type { CategoryRef, TermRef } from '../contract';
import type { KeptRead } from './read-cache';

/**
 * Every category's and term's name by id. A product page names its category, its parent and
 * three terms; reading them from a value kept until the catalogue changes costs less than five
 * subqueries per page (ADR 0175). A few hundred rows in a large shop; they read no stock.
 */
interface CatalogueNames {
  categories: Record<number, { title: string; slug: string; parent_id: number | null }>;
  terms: Record<number, TermRef>;
}

export function catalogueNames(db: ShopDb, kept: KeptRead): Promise<CatalogueNames> {
  return kept(
    'catalogue names',
    async () => {
      const [categories, terms] = await Promise.all([
        db.selectFrom('categories').select(['id', 'title', 'slug', 'parent_id']).execute(),
        db.selectFrom('terms').select(['id', 'name', 'slug']).execute(),
      ]);
      const names: CatalogueNames = { categories: {}, terms: {} };
      for (const { id, title, slug, parent_id } of categories) names.categories[id] = { title, slug, parent_id };
      for (const { id, name, slug } of terms) names.terms[id] = { id, name, slug };
      return names;
    },
    { outlivesStock: true },
  );
}

/** A product's category as the API answers it, with its parent when it has one; null when unknown. */
export function categoryRef(names: CatalogueNames, categoryId: number): CategoryRef | null {
  const category = names.categories[categoryId];
  if (!category) return null;
  const parent = category.parent_id === null ? undefined : names.categories[category.parent_id];
  return {
    category_id: categoryId,
    category_title: category.title,
    category_slug: category.slug,
    ...(parent ? { parent: { category_id: category.parent_id!, category_title: parent.title, category_slug: parent.slug } } : {}),
  };
}

/** A brand, country or season by id, or null when the product has none. */
export function termRef(names: CatalogueNames, termId: number | null): TermRef | null {
  return termId === null ? null : (names.terms[termId] ?? null);
}
