/** What shoppers call a store (ADR 0155): its short name, else the last word of its title (the area). */
export function storeShortName(store: { title: string; short_name: string | null }): string {
  return store.short_name?.trim() || store.title.trim().split(/\s+/).at(-1) || store.title;
}
