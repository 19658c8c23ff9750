/**
 * The answer of a server-parsed form (the cart, wish-list and payment forms): the parsed value,
 * or the one message a shopper reads in the toast.
 */
export type FormParse<T> = { ok: true; value: T } | { ok: false; message: string };

type Parsed<T> =
  { status: 'success'; value: T } | { status: 'error' | undefined; error: Record<string, string[] | null> | null | undefined };

/** conform's submission as a FormParse: the first refusal in the order given, else any, else the fallback. */
export function firstRefusal<T>(
  submission: Parsed<T> | { status: string; value?: T; error?: unknown },
  order: readonly string[],
  fallback: string,
): FormParse<T> {
  if (submission.status === 'success') return { ok: true as const, value: (submission as { value: T }).value };
  const errors = ((submission as { error?: Record<string, string[] | null> | null }).error ?? {}) as Record<string, string[] | null>;
  const field = order.find((name) => errors[name]?.length) ?? Object.keys(errors).find((name) => errors[name]?.length);
  return { ok: false as const, message: (field && errors[field]?.[0]) || fallback };
}
