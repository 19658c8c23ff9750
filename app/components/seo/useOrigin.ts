import { useRouteLoaderData } from '@remix-run/react';

/** The shop's configured public origin (root loader, from context.env.origin) for absolute URLs. */
export function useOrigin(): string {
  const root = useRouteLoaderData('root') as { origin?: string } | undefined;
  return root?.origin ?? '';
}
