/** A product's rating as answered: 0 to 5 with one decimal; anything not a number reads as 0. */
export function roundRating(value: unknown): number {
  const n = Number(value);
  if (!Number.isFinite(n)) return 0;
  return Math.min(5, Math.max(0, Math.round(n * 10) / 10));
}
